import type { DeskOrder, OrderCounts } from '@domain/api/orders';
import { PAGE_SIZES } from '@domain/page-size';
import { Box, Card, Chip, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { List, Pagination, SearchInput, useDataProvider, useListContext } from 'react-admin';
import { ALL_TAB, DESK_TABS, OPEN_TAB } from '@domain/order-status';
import type { AdminDataProvider } from '../adminDataProvider';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { PaymentAttentionCard } from '../payment/PaymentAttentionCard';
import { DESK_COLUMNS, OrderRow } from './OrderRow';

/** Tabs: 'Open' (the default: orders that need work, i.e. not Complete, Declined or Cancelled), one per status, 'All'. */
const TABS = DESK_TABS.map((value) => ({
  value,
  label: value === OPEN_TAB ? 'Open' : value === ALL_TAB ? 'All' : value,
}));

/** The desk looks for new orders this often (a new order shows within 10 s), without a reload. */
export const DESK_REFRESH_MS = 5_000;

function StatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const dp = useDataProvider<AdminDataProvider>();
  const q = (filterValues.q as string | undefined) ?? '';
  const month = (filterValues.month as string | undefined) ?? '';
  const counts = useQuery({
    queryKey: ['order-counts', q, month],
    queryFn: () => dp.getJson<OrderCounts>(`orders/counts?${new URLSearchParams({ q, ...(month ? { month } : {}) })}`),
    refetchInterval: DESK_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
  const status = filterValues.status as string | string[] | undefined;
  // A list of statuses (a dashboard tile's link) is no single tab.
  const value = Array.isArray(status) ? false : (status ?? OPEN_TAB);
  return (
    <Tabs
      value={value}
      onChange={(_, status) =>
        setFilters({ ...filterValues, status: status === OPEN_TAB ? undefined : status }, displayedFilters)
      }
      variant="scrollable"
      scrollButtons="auto"
      aria-label="Order status"
      // Ten tabs fit a 1440 px window side by side: the status in sentence case over its count, no
      // minimum width; narrower windows scroll them.
      sx={{ '& .MuiTab-root': { minWidth: 0, px: 1.5, textTransform: 'none', lineHeight: 1.3 } }}
    >
      {TABS.map((t) => {
        const count = counts.data ? `(${counts.data[t.value] ?? 0})` : '';
        return (
          <Tab
            key={t.value}
            value={t.value}
            aria-label={count ? `${t.label} ${count}` : t.label}
            label={
              <span>
                {t.label}
                <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', minHeight: '1.3em' }}>
                  {count}
                </Box>
              </span>
            }
          />
        );
      })}
    </Tabs>
  );
}

/** The month a dashboard tile opened the desk with, and the way back to every date. */
function MonthChip() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const month = filterValues.month as string | undefined;
  const status = filterValues.status;
  if (!month && !Array.isArray(status)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {month && (
        <Chip
          label={`Placed in ${month}`}
          onDelete={() => setFilters({ ...filterValues, month: undefined }, displayedFilters)}
        />
      )}
      {Array.isArray(status) && (
        <Chip
          label={status.join(', ')}
          onDelete={() => setFilters({ ...filterValues, status: undefined }, displayedFilters)}
        />
      )}
    </Box>
  );
}

function DeskBody() {
  const { data, isPending } = useListContext<DeskOrder>();
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h1">
          Orders
        </Typography>
        <ExportCsvButton resource="orders" filename="orders.csv" />
      </Box>
      <PaymentAttentionCard />
      <MonthChip />
      <StatusTabs />
      {!isMobile && (
        <Box sx={{ ...DESK_COLUMNS, px: 2 }} aria-hidden>
          {['Order Status', 'Item Details', 'Price', 'Customer'].map((h) => (
            <Typography key={h} variant="subtitle2" color="text.secondary">
              {h}
            </Typography>
          ))}
        </Box>
      )}
      {isPending ? <Typography color="text.secondary">Loading orders…</Typography> : null}
      {!isPending && !data?.length && <Typography color="text.secondary">No orders here.</Typography>}
      {data?.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </Box>
  );
}

/** Spec 2.15 Orders screen: title, search box ('Search items'), status tabs with counts, one row per order. */
export function OrderDesk() {
  return (
    <List
      title="Orders"
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search items" />]}
      sort={{ field: 'orderDate', order: 'DESC' }}
      perPage={PAGE_SIZES.admin.default}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      exporter={false}
      actions={false}
      empty={false}
      storeKey="admin-order-desk"
      queryOptions={{ refetchInterval: DESK_REFRESH_MS, refetchIntervalInBackground: true }}
      component={Card}
    >
      <DeskBody />
    </List>
  );
}
