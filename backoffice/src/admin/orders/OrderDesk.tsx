import type { DeskOrder, OrderCounts } from '@domain/api/orders';
import { Box, Card, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { List, Pagination, SearchInput, useDataProvider, useListContext } from 'react-admin';
import { DESK_TABS, OPEN_TAB } from '@domain/order-status';
import type { AdminDataProvider } from '../adminDataProvider';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { DESK_COLUMNS, OrderRow } from './OrderRow';

/** Tabs: 'Open' (the default: orders that need work, i.e. not Complete, Declined or Cancelled), then one per status. */
const TABS = DESK_TABS.map((value) => ({ value, label: value === OPEN_TAB ? 'Open' : value }));

function StatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const dp = useDataProvider<AdminDataProvider>();
  const q = (filterValues.q as string | undefined) ?? '';
  const counts = useQuery({
    queryKey: ['order-counts', q],
    queryFn: () => dp.getJson<OrderCounts>(`orders/counts?q=${encodeURIComponent(q)}`),
  });
  const value = (filterValues.status as string | undefined) ?? OPEN_TAB;
  return (
    <Tabs
      value={value}
      onChange={(_, status) =>
        setFilters({ ...filterValues, status: status === OPEN_TAB ? undefined : status }, displayedFilters)
      }
      variant="scrollable"
      scrollButtons="auto"
      aria-label="Order status"
    >
      {TABS.map((t) => (
        <Tab
          key={t.value}
          value={t.value}
          label={counts.data ? `${t.label} (${counts.data[t.value] ?? 0})` : t.label}
        />
      ))}
    </Tabs>
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
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      exporter={false}
      actions={false}
      empty={false}
      storeKey="admin-order-desk"
      component={Card}
    >
      <DeskBody />
    </List>
  );
}
