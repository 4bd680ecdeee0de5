import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { ListSubheader } from '@mui/material';
import { Menu } from 'react-admin';
import { sellingRuleMenu } from '../selling-rules';

/** Spec 2.15 sidebar: Dashboard, Inventory List, Order Status; then the store's selling rules (issue 12). */
export function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to="/admin/dashboard" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      <Menu.Item to="/admin/inventory-list" primaryText="Inventory List" leftIcon={<InventoryIcon />} />
      <Menu.Item to="/admin/order-status" primaryText="Order Status" leftIcon={<LocalShippingIcon />} />
      <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
        Selling rules
      </ListSubheader>
      {sellingRuleMenu.map(({ resource, label, icon: Icon }) => (
        <Menu.Item key={resource} to={`/admin/${resource}`} primaryText={label} leftIcon={<Icon />} />
      ))}
    </Menu>
  );
}
