import InventoryIcon from '@mui/icons-material/Inventory2';
import { InventoryEdit } from './InventoryEdit';
import { InventoryList } from './InventoryList';

export default {
  list: InventoryList,
  edit: InventoryEdit,
  icon: InventoryIcon,
  recordRepresentation: 'itemDescription',
};
