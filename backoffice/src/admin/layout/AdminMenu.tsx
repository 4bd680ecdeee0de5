import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Menu } from 'react-admin';

/** Spec 2.15 sidebar: Dashboard, Inventory List, Order Status. */
export function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to="/admin/dashboard" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      <Menu.Item to="/admin/inventory-list" primaryText="Inventory List" leftIcon={<InventoryIcon />} />
      <Menu.Item to="/admin/order-status" primaryText="Order Status" leftIcon={<LocalShippingIcon />} />
    </Menu>
  );
}
