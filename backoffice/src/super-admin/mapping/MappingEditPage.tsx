import type { BeverageApi, MappingItemResource, PendingItemApi } from '@domain/api/beverages';
import { formatDollars, toCents } from '@domain/money';
import { requestsChange } from '@domain/product-request';
import { parseSizeMl } from '@domain/size';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { beverageBody, BeverageFields, BeverageFormValues, formProblem, formValuesOf } from '../common/BeverageFields';
import { serverMessage } from '../common/errors';
import { MAPPING_UPDATED, SAVE_FAILED } from '../common/messages';
import { useAttributeLists } from '../common/useAttributeLists';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';
import { LookupPanel } from './LookupPanel';
import { MAPPING_RESOURCE } from './MappingPage';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** An edit request side by side with the master its store item shows today; the fields it asks to change marked. */
function EditRequestDiff({ beverageId, item }: { beverageId: number; item: PendingItemApi }) {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const master = useQuery({
    queryKey: ['beverageinventory', beverageId],
    queryFn: () => dp.call<BeverageApi>('GET', `beverageinventory/${beverageId}`),
  });
  if (!master.data) return master.isError ? <Alert severity="error">The master could not be loaded.</Alert> : null;
  const m = master.data;
  const fields: [string, unknown, unknown][] = [
    ['Item Name', m.item_Name, item.item_Name],
    ['UPC Number', m.upc_Number, item.upc_Number],
    ['Size', m.size, item.size],
    ['Vintage', m.vintage, item.vintage],
    ['Pack Type', m.pack_Type, item.pack_Type],
    ['Pack Size', m.pack_Quantity, item.pack_Quantity],
    ['Main Category', m.main_Category, item.main_Category],
    ['Sub Category', m.sub_Category_1, item.sub_Category_1],
    ['Brand', m.brand, item.brand],
    ['Country', m.country, item.country],
  ];
  const text = (v: unknown) => (v === '' || v === null || v === undefined ? '-' : String(v));
  return (
    <Box component="table" aria-label="Requested changes" sx={{ borderCollapse: 'collapse', fontSize: 14 }}>
      <thead>
        <tr>
          <th align="left">Field</th>
          <th align="left">Master</th>
          <th align="left">Requested</th>
        </tr>
      </thead>
      <tbody>
        {fields.map(([label, was, wants]) => {
          const changed = requestsChange(was, wants);
          return (
            <Box
              component="tr"
              key={label}
              data-changed={changed}
              sx={changed ? { bgcolor: 'warning.light' } : undefined}
            >
              <td>{label}</td>
              <td>{text(was)}</td>
              <td>{changed ? <strong>{text(wants)}</strong> : text(wants)}</td>
            </Box>
          );
        })}
      </tbody>
    </Box>
  );
}

function OriginalItem({ item }: { item: PendingItemApi }) {
  const rows: [string, string | number | null][] = [
    ['Item#', item.item_Number],
    ['UPC Number', item.upc_Number],
    ['Item Name', item.item_Name],
    ['Size', item.size],
    ['Vintage', item.vintage],
    ['Pack Type', item.pack_Type],
    ['Pack Size', item.pack_Quantity],
    ['Main Category', item.main_Category],
    ['Sub Category', item.sub_Category_1],
    ['Brand', item.brand],
    ['Country', item.country],
    ['Price', formatDollars(toCents(item.unit_Price))],
    ['Stock', item.available_To_Sell],
    ['Sent by', `${item.store_Name} (${item.origin})`],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {v === '' || v === null ? '-' : v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The react-admin resource of this page (API resource 'mapping-items', see superAdminDataProvider). */
export const MAPPING_EDIT_RESOURCE = 'mapping-edit-page';

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
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lists = useAttributeLists();
  // The resource 'mapping-edit-page' (API mapping-items): the pending item with its suggestions.
  const record = useGetOne<MappingItemResource>(
    MAPPING_EDIT_RESOURCE,
    { id: itemNumber, meta: { webUrl } },
    { enabled: !!webUrl, retry: false },
  );
  const pending = { ...record, data: record.data?.item };
  const [values, setValues] = useState<BeverageFormValues | null>(null);
  const [selected, setSelected] = useState<BeverageApi | null>(null);
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null);
  const [saving, setSaving] = useState(false);

  // Fill the corrected-entry form once, when the pending item and the attribute lists are in.
  if (pending.data && !values && (lists.data || lists.isError)) {
    // What the store typed, in the catalogue's own spelling where a list has it: '750ML' -> '750 ml', 'LIQUOR' -> 'Liquor'.
    const ml = parseSizeMl(pending.data.size);
    const size = lists.data?.Size?.find((s) => ml !== null && parseSizeMl(s) === ml) ?? pending.data.size;
    const listed = (list: string, value: string) =>
      lists.data?.[list]?.find((v) => v.toLowerCase() === value.trim().toLowerCase()) ?? value;
    const p = pending.data;
    setValues(
      formValuesOf({
        ...p,
        size,
        main_Category: listed('Category', p.main_Category),
        sub_Category_1: listed('Sub Category', p.sub_Category_1),
        brand: listed('Brand', p.brand),
        country: listed('Country', p.country),
        state: listed('State', p.state),
        pack_Type: listed('Pack Type', p.pack_Type || 'Bottle'),
      }),
    );
  }

  const back = `/super-admin/mapping-page?store=${encodeURIComponent(webUrl)}`;
  const decide = async (body: Record<string, unknown>) => {
    setSaving(true);
    setError(null);
    try {
      await dp.call('POST', 'beverageinventory', {
        ...body,
        item_Number: itemNumber,
        is_Review_Pending: false,
        is_Approved: true,
        webUrl,
      });
      // The mapping page's list and counts refresh.
      queryClient.invalidateQueries({ queryKey: [MAPPING_RESOURCE] });
      // This page's own record is no longer pending: marked stale without asking for it again (a 404).
      queryClient.invalidateQueries({ queryKey: [MAPPING_EDIT_RESOURCE], refetchType: 'none' });
      queryClient.invalidateQueries({ queryKey: ['pendinginventory'] });
      notify(MAPPING_UPDATED, { type: 'success' });
      navigate(back);
    } catch (e) {
      setError({ text: SAVE_FAILED, detail: serverMessage(e) });
    } finally {
      setSaving(false);
    }
  };
  const mapToExisting = () => selected && decide({ id: selected.id });
  const saveAsNew = () => {
    if (!values) return;
    const problem = formProblem(values);
    if (problem) return setError({ text: problem });
    // Spec 4: save-as-new resets id to 0.
    decide({ ...beverageBody(values), id: 0 });
  };

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
          <BeverageFields values={values} onChange={setValues} lists={lists.data} />
        </Panel>
        <Panel title="Item lookup">
          <LookupPanel
            suggestions={record.data?.suggestions ?? []}
            sizeMl={parseSizeMl(pending.data.size)}
            selected={selected}
            onSelect={setSelected}
          />
        </Panel>
      </Box>
      {error && (
        <Alert severity="error">
          {error.text}
          {error.detail && error.detail !== error.text ? ` (${error.detail})` : ''}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!selected || saving} onClick={mapToExisting}>
          Map To Existing
        </Button>
        <Button variant="outlined" disabled={saving} onClick={saveAsNew}>
          Save As New Product
        </Button>
        <Button component={Link} to={back}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
