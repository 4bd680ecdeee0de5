/**
 * Every TypeORM entity, listed once: used by the app, the migration generator and the CLIs.
 * Add a new entity here in one line.
 */
import { LoginAttempt } from '../auth/login-attempt.entity';
import { PasswordResetCode } from '../auth/password-reset-code.entity';
import { Beverage } from '../beverage/beverage.entity';
import { AttributeList } from '../configurator/attribute-list.entity';
import { Customer } from '../customers/customer.entity';
import { Image } from '../images/image.entity';
import { MailOutbox } from '../mail/mail-outbox.entity';
import { InventoryItem } from '../storeinventory/inventory-item.entity';
import { Store } from '../tenants/store.entity';
import { User } from '../users/user.entity';
import { WebConfig } from '../webconfig/web-config.entity';

export const ENTITIES = [
  Store,
  User,
  Customer,
  LoginAttempt,
  PasswordResetCode,
  MailOutbox,
  Image,
  Beverage,
  InventoryItem,
  WebConfig,
  AttributeList,
];
