import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { OrderDesk } from './OrderDesk';

export default {
  list: OrderDesk,
  icon: LocalShippingIcon,
  recordRepresentation: (r: { orderId: number }) => `Order #${r.orderId}`,
};
