import type { AttributeListResource } from '@domain/api/beverages';
import { Alert, Autocomplete, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import { useAttributeListEdit } from './useAttributeListEdit';

/** What removing a value does to the products that use it. */
function removeWarning(products: number | undefined) {
  if (!products) return 'No product uses this value.';
  return `${products} ${products === 1 ? 'product uses' : 'products use'} this value. They keep it; new products can no longer choose it.`;
}

/** One attribute list: a type-ahead of its values with Remove, and an input with Add. */
export function AttributeListCard({
  list,
  onSave,
}: {
  list: AttributeListResource;
  onSave: (values: string[]) => Promise<string | null>;
}) {
  const e = useAttributeListEdit(list, onSave);
  const { confirming } = e;
  const values = list.values;
  const slug = list.propName.replace(/\s+/g, '-').toLowerCase();
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
            value={e.chosen}
            onChange={(_e, v) => e.setChosen(v)}
            sx={{ flexGrow: 1 }}
            autoHighlight
            renderInput={(params) => <TextField {...params} label={`${list.propName} values`} />}
          />
          <Button
            variant="outlined"
            color="error"
            disabled={!e.chosen || e.busy}
            onClick={e.askRemove}
            aria-label={`Remove from ${list.propName}`}
          >
            Remove
          </Button>
        </Box>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1 }}
          onSubmit={(ev) => {
            ev.preventDefault();
            e.add();
          }}
        >
          <TextField
            size="small"
            label={`New ${list.propName} value`}
            value={e.input}
            onChange={(ev) => e.type(ev.target.value)}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" disabled={e.busy} aria-label={`Add to ${list.propName}`}>
            Add
          </Button>
        </Box>
        {e.problem && <Alert severity="error">{e.problem}</Alert>}
        <Confirm
          isOpen={!!confirming}
          title={`Remove '${confirming?.value ?? ''}' from ${list.propName}?`}
          content={removeWarning(confirming?.products)}
          confirm="Remove"
          confirmColor="warning"
          onConfirm={e.remove}
          onClose={() => e.setConfirming(null)}
        />
      </CardContent>
    </Card>
  );
}
