import GavelIcon from '@mui/icons-material/Gavel';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import RecyclingIcon from '@mui/icons-material/Recycling';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { DeliveryZoneCreate, DeliveryZoneEdit, DeliveryZoneList } from './DeliveryZones';
import { DepositRuleCreate, DepositRuleEdit, DepositRuleList } from './DepositRules';
import { OpeningHoursCreate, OpeningHoursEdit, OpeningHoursList, SaleHoursEdit, SaleHoursList } from './Hours';
import { ShippingRuleEdit, ShippingRuleList } from './ShippingRules';

/** The store's selling rules as react-admin resources, one per API resource of the same name. */
export const sellingRuleResources = {
  'shipping-rules': { list: ShippingRuleList, edit: ShippingRuleEdit, icon: LocalShippingIcon },
  'deposit-rules': { list: DepositRuleList, edit: DepositRuleEdit, create: DepositRuleCreate, icon: RecyclingIcon },
  'delivery-zones': {
    list: DeliveryZoneList,
    edit: DeliveryZoneEdit,
    create: DeliveryZoneCreate,
    icon: TwoWheelerIcon,
  },
  'opening-hours': { list: OpeningHoursList, edit: OpeningHoursEdit, create: OpeningHoursCreate, icon: ScheduleIcon },
  'sale-hours': { list: SaleHoursList, edit: SaleHoursEdit, icon: GavelIcon },
};

/** The sidebar's Selling rules entries, in the order a store sets them up. */
export const sellingRuleMenu = [
  { resource: 'shipping-rules', label: 'Where we ship', icon: LocalShippingIcon },
  { resource: 'deposit-rules', label: 'Bottle deposits', icon: RecyclingIcon },
  { resource: 'delivery-zones', label: 'Delivery fees', icon: TwoWheelerIcon },
  { resource: 'opening-hours', label: 'Opening hours', icon: ScheduleIcon },
  { resource: 'sale-hours', label: 'Legal sale hours', icon: GavelIcon },
] as const;
