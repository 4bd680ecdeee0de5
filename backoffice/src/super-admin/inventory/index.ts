import Inventory2Icon from '@mui/icons-material/Inventory2';
import { InventoryPage } from './InventoryPage';

/** Resource 'inventory-page' (API resource 'beverages'): the master catalogue list. */
export default {
  list: InventoryPage,
  icon: Inventory2Icon,
  recordRepresentation: 'item_Name',
};
