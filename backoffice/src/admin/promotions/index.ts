import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { PromotionCreate, PromotionEdit } from './PromotionEdit';
import { PromotionList } from './PromotionList';

/** react-admin resource `promotions`, over /api/admin/promotions. */
export default {
  list: PromotionList,
  edit: PromotionEdit,
  create: PromotionCreate,
  icon: LocalOfferIcon,
  options: { label: 'Promotions' },
};
