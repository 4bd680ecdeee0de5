import StorefrontIcon from '@mui/icons-material/Storefront';
import { StoreCreate, StoreEdit } from './StoreEdit';
import { StoreList } from './StoreList';

export default {
  list: StoreList,
  create: StoreCreate,
  edit: StoreEdit,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
