import type { BeverageApi, PendingItemApi } from '@domain/api/beverages';
import { formatDollars, toCents } from '@domain/money';
import { requestsChange } from '@domain/product-request';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

/** One of the mapping edit page's three panels: a titled card. */
export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
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
export function EditRequestDiff({ beverageId, item }: { beverageId: number; item: PendingItemApi }) {
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

/** The pending item as the store sent it. */
export function OriginalItem({ item }: { item: PendingItemApi }) {
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
