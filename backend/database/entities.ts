/**
 * Every TypeORM entity, listed once: used by the app, the migration generator and the CLIs.
 * Add a new entity here in one line.
 */
import { LoginAttempt } from '../auth/login-attempt.entity';
import { PasswordResetCode } from '../auth/password-reset-code.entity';
import { Beverage } from '../beverage/beverage.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { AttributeList } from '../configurator/attribute-list.entity';
import { Customer } from '../customers/customer.entity';
import { SavedAddress } from '../customers/saved-address.entity';
import { Image } from '../images/image.entity';
import { MailOutbox } from '../mail/mail-outbox.entity';
import { OrderAddress } from '../orders/entities/order-address.entity';
import { OrderIdempotencyKey } from '../orders/entities/order-idempotency-key.entity';
import { OrderItem } from '../orders/entities/order-item.entity';
import { OrderNote } from '../orders/entities/order-note.entity';
import { OrderRefund } from '../orders/entities/order-refund.entity';
import { OrderStatusHistory } from '../orders/entities/order-status-history.entity';
import { Order } from '../orders/entities/order.entity';
import { PaymentTransaction } from '../payment/payment-transaction.entity';
import { SandboxCharge } from '../payment/sandbox/sandbox-charge.entity';
import { StripeWebhookEvent } from '../payment/stripe/stripe-webhook-event.entity';
import { DeliveryZoneEntity } from '../selling-rules/entities/delivery-zone.entity';
import { DepositRuleEntity } from '../selling-rules/entities/deposit-rule.entity';
import { OpeningHoursEntity } from '../selling-rules/entities/opening-hours.entity';
import { SaleHoursEntity } from '../selling-rules/entities/sale-hours.entity';
import { ShippingRuleEntity } from '../selling-rules/entities/shipping-rule.entity';
import { ShippingRate } from '../shipping/shipping-rate.entity';
import { PendingItem } from '../pending/pending-item.entity';
import { PromotionEntity } from '../promotions/entities/promotion.entity';
import { PromotionRedemption } from '../promotions/entities/promotion-redemption.entity';
import { InventorySyncImport } from '../inventory-sync/inventory-sync-import.entity';
import { InventoryItem } from '../inventory/inventory-item.entity';
import { SearchSynonym } from '../search-synonyms/search-synonym.entity';
import { Store } from '../tenants/store.entity';
import { User } from '../users/user.entity';
import { WebConfig } from '../webconfig/web-config.entity';
import { WishlistItem } from '../wishlist/wishlist-item.entity';

export const ENTITIES = [
  Store,
  User,
  Customer,
  SavedAddress,
  LoginAttempt,
  PasswordResetCode,
  MailOutbox,
  Image,
  Beverage,
  InventoryItem,
  WebConfig,
  AttributeList,
  PendingItem,
  WishlistItem,
  AuditEntry,
  InventorySyncImport,
  PaymentTransaction,
  SandboxCharge,
  StripeWebhookEvent,
  ShippingRate,
  ShippingRuleEntity,
  DepositRuleEntity,
  DeliveryZoneEntity,
  OpeningHoursEntity,
  SaleHoursEntity,
  Order,
  PromotionEntity,
  PromotionRedemption,
  OrderItem,
  OrderAddress,
  OrderStatusHistory,
  OrderNote,
  OrderRefund,
  OrderIdempotencyKey,
  SearchSynonym,
];
