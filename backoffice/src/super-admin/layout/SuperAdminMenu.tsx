import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LinkIcon from '@mui/icons-material/Link';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
import { Menu } from 'react-admin';

/** Spec 2.14 sidebar: Inventory, Mapping, Configuration (the table configurator); plus Data quality, Search synonyms, Stores and the Audit trail. */
export function SuperAdminMenu() {
  return (
    <Menu>
      <Menu.Item to="/super-admin/inventory-page" primaryText="Inventory" leftIcon={<Inventory2Icon />} />
      <Menu.Item to="/super-admin/mapping-page" primaryText="Mapping" leftIcon={<LinkIcon />} />
      <Menu.Item to="/super-admin/table-configurator" primaryText="Configuration" leftIcon={<TuneIcon />} />
      <Menu.Item to="/super-admin/catalogue-quality" primaryText="Data quality" leftIcon={<FactCheckIcon />} />
      <Menu.Item to="/super-admin/search-synonyms" primaryText="Search synonyms" leftIcon={<ManageSearchIcon />} />
      <Menu.Item to="/super-admin/stores" primaryText="Stores" leftIcon={<StorefrontIcon />} />
      <Menu.Item to="/super-admin/audit" primaryText="Audit trail" leftIcon={<HistoryIcon />} />
    </Menu>
  );
}
