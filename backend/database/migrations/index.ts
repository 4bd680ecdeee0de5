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
];
