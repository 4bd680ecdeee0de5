/**
 * The feature modules of the shop, one line each. A feature folder adds its module here.
 */
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { AdminOrdersModule } from './orders/admin-orders.module';
import { RefundsModule } from './orders/refunds/refunds.module';
import { CustomersModule } from './customers/customers.module';
import { MailModule } from './mail/mail.module';
import { OrdersModule } from './orders/orders.module';
import { PromotionsModule } from './promotions/promotions.module';
import { InventoryModule } from './inventory/inventory.module';
import { InventorySyncModule } from './inventory-sync/inventory-sync.module';
import { ProductRequestsModule } from './product-requests/product-requests.module';
import { WishlistModule } from './wishlist/wishlist.module';
import { BeverageModule } from './beverage/beverage.module';
import { ConfiguratorModule } from './configurator/configurator.module';
import { PendingModule } from './pending/pending.module';
import { AdminStoresModule } from './stores-admin/admin-stores.module';
import { ImagesModule } from './images/images.module';
import { StoreInventoryModule } from './storeinventory/storeinventory.module';
import { MenuModule } from './menu/menu.module';
import { WebConfigModule } from './webconfig/web-config.module';
import { SellingRulesModule } from './selling-rules/selling-rules.module';
import { SearchSynonymsModule } from './search-synonyms/search-synonyms.module';
import { MetricsModule } from './metrics/metrics.module';

export const FEATURE_MODULES: any[] = [
  MailModule,
  AuditModule,
  AuthModule,
  CustomersModule,
  WishlistModule,
  OrdersModule,
  PromotionsModule,
  InventoryModule,
  ProductRequestsModule,
  InventorySyncModule,
  DashboardModule,
  BeverageModule,
  PendingModule,
  ConfiguratorModule,
  AdminStoresModule,
  AdminOrdersModule,
  RefundsModule,
  ImagesModule,
  WebConfigModule,
  MenuModule,
  StoreInventoryModule,
  SellingRulesModule,
  SearchSynonymsModule,
  MetricsModule,
];
