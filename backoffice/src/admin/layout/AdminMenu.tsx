import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import WebIcon from '@mui/icons-material/Web';
import type { OrderCounts } from '@domain/api/orders';
import { Badge, ListSubheader } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Menu, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import { DESK_REFRESH_MS } from '../orders/OrderDesk';
import { sellingRuleMenu } from '../selling-rules';

/** New orders waiting to be accepted, kept fresh while the back office is open. */
function NewOrdersIcon() {
  const dp = useDataProvider<AdminDataProvider>();
  const counts = useQuery({
    queryKey: ['order-counts', '', ''],
    queryFn: () => dp.getJson<OrderCounts>('orders/counts?q='),
    refetchInterval: DESK_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
  const waiting = counts.data?.Received ?? 0;
  return (
    <Badge
      badgeContent={waiting}
      color="error"
      max={99}
      slotProps={{ badge: { 'aria-label': `${waiting} new orders`, 'data-testid': 'new-orders-badge' } as object }}
    >
      <LocalShippingIcon />
    </Badge>
  );
}

/**
 * Spec 2.15 sidebar: Dashboard, Inventory List, Order Status (with the count of new orders),
 * Promotions; then the store's selling rules; the web configuration and the audit trail.
 */
export function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to="/admin/dashboard" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      <Menu.Item to="/admin/inventory-list" primaryText="Inventory List" leftIcon={<InventoryIcon />} />
      <Menu.Item to="/admin/order-status" primaryText="Order Status" leftIcon={<NewOrdersIcon />} />
      <Menu.Item to="/admin/promotions" primaryText="Promotions" leftIcon={<LocalOfferIcon />} />
      <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
        Selling rules
      </ListSubheader>
      {sellingRuleMenu.map(({ resource, label, icon: Icon }) => (
        <Menu.Item key={resource} to={`/admin/${resource}`} primaryText={label} leftIcon={<Icon />} />
      ))}
      <Menu.Item to="/admin/web-configuration" primaryText="Web configuration" leftIcon={<WebIcon />} />
      <Menu.Item to="/admin/audit" primaryText="Audit trail" leftIcon={<HistoryIcon />} />
    </Menu>
  );
}
