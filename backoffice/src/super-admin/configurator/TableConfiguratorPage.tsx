import { cleanAttributeValues } from '@domain/attribute-lists';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { serverMessage } from '../common/errors';
import { SAVE_FAILED } from '../common/messages';
import type { AttributeList } from '../common/types';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

function AttributeListCard({
  list,
  onSave,
}: {
  list: AttributeList;
  onSave: (values: string[]) => Promise<string | null>;
}) {
  const values = list.propValues ? list.propValues.split(',') : [];
  const [chosen, setChosen] = useState('');
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const slug = list.propName.replace(/\s+/g, '-').toLowerCase();

  const save = async (next: string[]) => {
    setBusy(true);
    const failed = await onSave(next);
    setBusy(false);
    setProblem(failed);
    return !failed;
  };
  const add = async () => {
    const value = input.trim();
    if (!value) return; // spec 5: blank values are ignored
    const cleaned = cleanAttributeValues([...values, value]);
    if ('error' in cleaned) return setProblem(cleaned.error);
    if (await save(cleaned.values)) setInput('');
  };
  const remove = async () => {
    if (chosen && (await save(values.filter((v) => v !== chosen)))) setChosen('');
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`list-${slug}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={`list-${slug}`} variant="h6" component="h2">
          {list.propName}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({values.length})
          </Typography>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            select
            size="small"
            label={`${list.propName} values`}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ flexGrow: 1 }}
          >
            {values.map((v) => (
              <MenuItem key={v} value={v}>
                {v}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            color="error"
            disabled={!chosen || busy}
            onClick={remove}
            aria-label={`Remove from ${list.propName}`}
          >
            Remove
          </Button>
        </Box>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <TextField
            size="small"
            label={`New ${list.propName} value`}
            value={input}
            onChange={(e) => (setInput(e.target.value), setProblem(null))}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" disabled={busy} aria-label={`Add to ${list.propName}`}>
            Add
          </Button>
        </Box>
        {problem && <Alert severity="error">{problem}</Alert>}
      </CardContent>
    </Card>
  );
}

/**
 * Spec 2.14 table configurator: the ten attribute lists, each a dropdown of its values with Remove
 * and an input with Add (blank ignored, duplicates refused, spec 5). Each change saves the list.
 */
export function TableConfiguratorPage() {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const lists = useQuery({
    queryKey: ['TableConfigurator', 'get-all'],
    queryFn: () => dp.call<AttributeList[]>('GET', 'TableConfigurator/get-all'),
  });

  const save = (list: AttributeList) => async (values: string[]) => {
    try {
      const saved = await dp.call<AttributeList>('POST', 'TableConfigurator/save', {
        id: list.id,
        propName: list.propName,
        propValues: values.join(','),
      });
      queryClient.setQueryData<AttributeList[]>(['TableConfigurator', 'get-all'], (all) =>
        all?.map((l) => (l.propName === saved.propName ? saved : l)),
      );
      notify(`${list.propName} saved`, { type: 'success' });
      return null;
    } catch (e) {
      const detail = serverMessage(e);
      return detail && detail !== SAVE_FAILED ? `${SAVE_FAILED} (${detail})` : SAVE_FAILED;
    }
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Configuration" />
      <Typography variant="h5" component="h1">
        Table configurator
      </Typography>
      {lists.isError && <Alert severity="error">The lists could not be loaded.</Alert>}
      {lists.isLoading ? (
        <CircularProgress aria-label="Loading" />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
          {(lists.data ?? []).map((l) => (
            <AttributeListCard key={l.propName} list={l} onSave={save(l)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
