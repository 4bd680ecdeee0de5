import type { AuditEntryView } from '@domain/api/audit';
import { Alert, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { dateTime } from './format';
import { useStoreTimeZone } from './useStoreTimeZone';

const LABELS: Record<string, string> = {
  itemUnitPrice: 'Price',
  itemPackPrice: 'Pack price',
  itemWarmCasePrice: 'Case price',
  itemUnitSalePrice: 'Sale price',
  packSalePrice: 'Pack sale price',
  itemCaseSalePrice: 'Case sale price',
  dateSaleStarts: 'Sale starts',
  dateSaleEnds: 'Sale ends',
  availableToSell: 'Stock',
  isAvailable: 'Available',
  salesTax: 'Tax %',
  orderStatus: 'Status',
  status: 'Status',
  // Selling rules (issue 12).
  category: 'Category',
  anywhere: 'Ships anywhere',
  states: 'States',
  minMl: 'From ml',
  maxMl: 'To ml',
  amount: 'Deposit $',
  taxable: 'Taxed',
  name: 'Name',
  zipCodes: 'Zip codes',
  fee: 'Fee $',
  minimumOrder: 'Minimum order $',
  freeOver: 'Free over $',
  slotCapacity: 'Orders per window',
  slotMinutes: 'Window minutes',
  weekday: 'Weekday',
  opens: 'Opens',
  closes: 'Closes',
  noSalesFrom: 'No sales from',
  noSalesUntil: 'No sales until',
  // Promotions (issue 13).
  startsOn: 'Starts on',
  endsOn: 'Ends on',
  endedAt: 'Ended',
  kind: 'Kind',
  selector: 'Items',
  percent: 'Percent off',
  amountCents: 'Amount off (cents)',
  tiers: 'Tiers',
  thresholdCents: 'Threshold (cents)',
  code: 'Code',
  firstOrderOnly: 'First order only',
  totalLimit: 'Uses in total',
  perCustomerLimit: 'Uses per customer',
};

const show = (v: unknown) =>
  v === null || v === undefined || v === ''
    ? '—'
    : typeof v === 'boolean'
      ? v
        ? 'yes'
        : 'no'
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

function describe(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  if (before && after)
    return Object.keys(after)
      .map((k) => `${LABELS[k] ?? k}: ${show(before[k])} → ${show(after[k])}`)
      .join('; ');
  const one = after ?? before ?? {};
  return Object.entries(one)
    .filter(([k]) => LABELS[k] || ['note', 'reason', 'itemDescription', 'fileName', 'idType'].includes(k))
    .map(([k, v]) => `${LABELS[k] ?? k}: ${show(v)}`)
    .join('; ');
}

/** Who changed what and when (decisions.md 'Audit trail'), for one item or order. */
export function AuditTrail({ entity, entityId }: { entity: string; entityId: string | number }) {
  const timeZone = useStoreTimeZone();
  const { data, isPending, error } = useGetList<AuditEntryView>('audit', {
    filter: { entity, entityId: String(entityId) },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  });
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  return (
    <Box component="section" aria-label="Change history">
      <Typography variant="h6" component="h2" gutterBottom>
        Change history
      </Typography>
      {isPending ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : !data?.length ? (
        <Typography color="text.secondary">No changes recorded yet.</Typography>
      ) : (
        <List dense disablePadding>
          {data.map((a) => (
            <ListItem key={a.id} disableGutters divider>
              <ListItemText
                primary={`${a.action} — ${describe(a.before, a.after)}`}
                secondary={`${a.actorEmail}, ${dateTime(a.createdAt, timeZone)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
