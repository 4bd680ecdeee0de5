/**
 * The feature modules of the shop, one line each. A feature folder adds its module here.
 */
import { AuthModule } from './auth/auth.module';
import { MailModule } from './mail/mail.module';

export const FEATURE_MODULES: any[] = [MailModule, AuthModule];
