import type { AttributeListResource, AttributeUsageApi } from '@domain/api/beverages';
import { cleanAttributeValues } from '@domain/attribute-lists';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useDataProvider, useGetList, useNotify, useUpdate } from 'react-admin';
import { serverMessage } from '../common/errors';
import { SAVE_FAILED } from '../common/messages';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

/** The react-admin resource of this page (API resource 'attribute-lists', see superAdminDataProvider). */
export const CONFIGURATOR_RESOURCE = 'table-configurator';

function AttributeListCard({
  list,
  onSave,
}: {
  list: AttributeListResource;
  onSave: (values: string[]) => Promise<string | null>;
}) {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const values = list.values;
  const [chosen, setChosen] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<{ value: string; products: number } | null>(null);
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
    // A comma would split the value in two (the lists travel comma-joined): refused with the reason.
    const cleaned = cleanAttributeValues([...values, value]);
    if ('error' in cleaned) return setProblem(cleaned.error);
    if (await save(cleaned.values)) setInput('');
  };
  /** Remove asks first, saying how many master products use the value. */
  const askRemove = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const usage = await dp.call<AttributeUsageApi>(
        'GET',
        `admin/attribute-lists/${encodeURIComponent(list.propName)}/usage?value=${encodeURIComponent(chosen)}`,
      );
      setConfirming({ value: chosen, products: usage.products });
    } catch (e) {
      setProblem(serverMessage(e) || SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    const value = confirming?.value;
    setConfirming(null);
    if (value && (await save(values.filter((v) => v !== value)))) setChosen(null);
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
          {/* Type-ahead: the brand list alone holds well over a thousand values. */}
          <Autocomplete
            size="small"
            options={values}
            value={chosen}
            onChange={(_e, v) => setChosen(v)}
            sx={{ flexGrow: 1 }}
            autoHighlight
            renderInput={(params) => <TextField {...params} label={`${list.propName} values`} />}
          />
          <Button
            variant="outlined"
            color="error"
            disabled={!chosen || busy}
            onClick={askRemove}
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
        <Confirm
          isOpen={!!confirming}
          title={`Remove '${confirming?.value ?? ''}' from ${list.propName}?`}
          content={
            confirming?.products
              ? `${confirming.products} ${confirming.products === 1 ? 'product uses' : 'products use'} this value. They keep it; new products can no longer choose it.`
              : 'No product uses this value.'
          }
          confirm="Remove"
          confirmColor="warning"
          onConfirm={remove}
          onClose={() => setConfirming(null)}
        />
      </CardContent>
    </Card>
  );
}

/**
 * Spec 2.14 table configurator, the react-admin resource 'table-configurator' (ra-data-simple-rest,
 * API resource admin/attribute-lists): the ten attribute lists, each a type-ahead of its values with
 * Remove (asks first, with how many products use the value) and an input with Add (blank ignored,
 * duplicates and commas refused). Each change saves the list.
 */
export function TableConfiguratorPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const lists = useGetList<AttributeListResource>(CONFIGURATOR_RESOURCE, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [update] = useUpdate<AttributeListResource>();

  const save = (list: AttributeListResource) => async (values: string[]) => {
    try {
      await update(
        CONFIGURATOR_RESOURCE,
        { id: list.id, data: { values }, previousData: list },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      // The product forms read the lists through the spec call: they see the change too.
      queryClient.invalidateQueries({ queryKey: ['TableConfigurator'] });
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
      {lists.isPending ? (
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
