import type { MappingItemResource } from '@domain/api/beverages';
import { parseSizeMl } from '@domain/size';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Title, useGetOne } from 'react-admin';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { BeverageFields } from '../common/BeverageFields';
import { useAttributeLists } from '../common/useAttributeLists';
import { correctedEntry } from './corrected-entry';
import { LookupPanel } from './LookupPanel';
import { EditRequestDiff, OriginalItem, Panel } from './MappingItemParts';
import { MAPPING_EDIT_RESOURCE, useMappingDecision } from './useMappingDecision';

/** Map To Existing (once a lookup item is chosen), Save As New Product, Cancel. */
function DecisionButtons({ d, back }: { d: ReturnType<typeof useMappingDecision>; back: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="contained" disabled={!d.selected || d.saving} onClick={d.mapToExisting}>
        Map To Existing
      </Button>
      <Button variant="outlined" disabled={d.saving} onClick={d.saveAsNew}>
        Save As New Product
      </Button>
      <Button component={Link} to={back}>
        Cancel
      </Button>
    </Box>
  );
}

/**
 * Spec 2.14 mapping edit page, the edit view of the resource 'mapping-edit-page' (route parameter:
 * the pending item's number; the store comes as navigation state, or ?store= after a reload). Three panels: the original item, a corrected entry
 * form and the item lookup. 'Map To Existing' (enabled once a lookup item is chosen) keeps the
 * pending item's number; 'Save As New Product' saves the corrected entry with id 0. Success returns
 * to the mapping page.
 */
export function MappingEditPage() {
  const { id: itemNumber = '' } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const webUrl = (location.state as { webUrl?: string } | null)?.webUrl ?? params.get('store') ?? '';
  const back = `/super-admin/mapping-page?store=${encodeURIComponent(webUrl)}`;
  const lists = useAttributeLists();
  // The resource 'mapping-edit-page' (API mapping-items): the pending item with its suggestions.
  const record = useGetOne<MappingItemResource>(
    MAPPING_EDIT_RESOURCE,
    { id: itemNumber, meta: { webUrl } },
    { enabled: !!webUrl, retry: false },
  );
  const pending = { ...record, data: record.data?.item };
  const d = useMappingDecision(itemNumber, webUrl, back);
  const { values, error } = d;

  // Fill the corrected-entry form once, when the pending item and the attribute lists are in.
  if (pending.data && !values && (lists.data || lists.isError)) d.setValues(correctedEntry(pending.data, lists.data));

  if (!webUrl)
    return (
      <Alert severity="warning">
        Choose a store on the <Link to="/super-admin/mapping-page">mapping page</Link> first.
      </Alert>
    );
  if (pending.isError)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        Item {itemNumber} is not waiting for review any more. <Link to={back}>Back to the mapping page</Link>
      </Alert>
    );
  if (!pending.data || !values) return <CircularProgress sx={{ m: 4 }} aria-label="Loading" />;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Map item" />
      <Typography variant="h5" component="h1">
        Map {pending.data.item_Name} ({pending.data.store_Name})
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1.4fr 1.4fr' }, alignItems: 'start' }}
      >
        <Panel title="Original item">
          <OriginalItem item={pending.data} />
          {pending.data.edit_Of_Beverage_Id && (
            <>
              <Typography variant="subtitle2">Edit request: changes against the master</Typography>
              <EditRequestDiff beverageId={pending.data.edit_Of_Beverage_Id} item={pending.data} />
            </>
          )}
        </Panel>
        <Panel title="Corrected entry">
          <BeverageFields values={values} onChange={d.setValues} lists={lists.data} />
        </Panel>
        <Panel title="Item lookup">
          <LookupPanel
            suggestions={record.data?.suggestions ?? []}
            sizeMl={parseSizeMl(pending.data.size)}
            selected={d.selected}
            onSelect={d.setSelected}
          />
        </Panel>
      </Box>
      {error && (
        <Alert severity="error">
          {error.text}
          {error.detail && error.detail !== error.text ? ` (${error.detail})` : ''}
        </Alert>
      )}
      <DecisionButtons d={d} back={back} />
    </Box>
  );
}
