/** Every migration, in order. A new migration file is added here in one line. */
import { Foundation1795329822872 } from './1795329822872-Foundation';
import { Wishlist1795330373169 } from './1795330373169-Wishlist';
import { PendingItems1795330383087 } from './1795330383087-PendingItems';
import { AuditAndInventorySync1795330516159 } from './1795330516159-AuditAndInventorySync';
import { CatalogueSearch1795330538086 } from './1795330538086-CatalogueSearch';
import { Orders1795330896913 } from './1795330896913-Orders';
import { PasswordResetUserFk1795331500000 } from './1795331500000-PasswordResetUserFk';
import { AdminInventorySearchIndexes1795336000000 } from './1795336000000-AdminInventorySearchIndexes';
import { PaymentIntentsAndSandboxLedger1795426533022 } from './1795426533022-PaymentIntentsAndSandboxLedger';
import { TokenVersion1795429000000 } from './1795429000000-TokenVersion';
import { MailMessageId1795429100000 } from './1795429100000-MailMessageId';
import { StoreTimeZone1795440000000 } from './1795440000000-StoreTimeZone';
import { StoreRowLevelSecurity1795440100000 } from './1795440100000-StoreRowLevelSecurity';
import { BeverageFamilyIndex1795440200000 } from './1795440200000-BeverageFamilyIndex';
import { SavedAddresses1795450000000 } from './1795450000000-SavedAddresses';
import { SellingRules1795451000000 } from './1795451000000-SellingRules';
import { OrderChildRowPolicies1795451100000 } from './1795451100000-OrderChildRowPolicies';
import { Promotions1795460000000 } from './1795460000000-Promotions';
import { MailSenderPerStore1795461000000 } from './1795461000000-MailSenderPerStore';
import { SearchSynonyms1795470000000 } from './1795470000000-SearchSynonyms';
import { StoreLowStockThreshold1795471000000 } from './1795471000000-StoreLowStockThreshold';
import { OrderNotesRefundsMetadata1795480000000 } from './1795480000000-OrderNotesRefundsMetadata';
import { RefundRecords1795520000000 } from './1795520000000-RefundRecords';
import { PricingChanged1795530000000 } from './1795530000000-PricingChanged';
import { StripePayments1795540000000 } from './1795540000000-StripePayments';
import { SignInThrottleByAddress1795550000000 } from './1795550000000-SignInThrottleByAddress';
import { SearchSynonymTermUnique1795550100000 } from './1795550100000-SearchSynonymTermUnique';
import { OrderLineDiscountParts1795560500000 } from './1795560500000-OrderLineDiscountParts';
import { ItemTaxStoreRate1795567000000 } from './1795567000000-ItemTaxStoreRate';
import { RefundedPaymentStatus1795567100000 } from './1795567100000-RefundedPaymentStatus';
import { BeverageNameKnnIndex1795593200000 } from './1795593200000-BeverageNameKnnIndex';
import { BulkAcceptJobs1795593300000 } from './1795593300000-BulkAcceptJobs';
import { KeptSuggestionLists1795600950000 } from './1795600950000-KeptSuggestionLists';
import { CatalogueListingSummaries1795700000000 } from './1795700000000-CatalogueListingSummaries';
import { CatalogueSearchImages1795800000000 } from './1795800000000-CatalogueSearchImages';
import { CatalogueListingImages1795900000000 } from './1795900000000-CatalogueListingImages';

export const MIGRATIONS: (new () => unknown)[] = [
  Foundation1795329822872,
  Wishlist1795330373169,
  PendingItems1795330383087,
  AuditAndInventorySync1795330516159,
  CatalogueSearch1795330538086,
  Orders1795330896913,
  PasswordResetUserFk1795331500000,
  AdminInventorySearchIndexes1795336000000,
  PaymentIntentsAndSandboxLedger1795426533022,
  TokenVersion1795429000000,
  MailMessageId1795429100000,
  StoreTimeZone1795440000000,
  StoreRowLevelSecurity1795440100000,
  BeverageFamilyIndex1795440200000,
  SavedAddresses1795450000000,
  SellingRules1795451000000,
  OrderChildRowPolicies1795451100000,
  Promotions1795460000000,
  MailSenderPerStore1795461000000,
  SearchSynonyms1795470000000,
  StoreLowStockThreshold1795471000000,
  OrderNotesRefundsMetadata1795480000000,
  RefundRecords1795520000000,
  PricingChanged1795530000000,
  StripePayments1795540000000,
  SignInThrottleByAddress1795550000000,
  SearchSynonymTermUnique1795550100000,
  OrderLineDiscountParts1795560500000,
  ItemTaxStoreRate1795567000000,
  RefundedPaymentStatus1795567100000,
  BeverageNameKnnIndex1795593200000,
  BulkAcceptJobs1795593300000,
  KeptSuggestionLists1795600950000,
  CatalogueListingSummaries1795700000000,
  CatalogueSearchImages1795800000000,
  CatalogueListingImages1795900000000,
];
