import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { OrderDesk } from './OrderDesk';
import { OrderShow } from './OrderShow';

export default {
  list: OrderDesk,
  show: OrderShow,
  icon: LocalShippingIcon,
  recordRepresentation: (r: { orderId: number }) => `Order #${r.orderId}`,
};
