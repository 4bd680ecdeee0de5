import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MailOutbox } from './mail-outbox.entity';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What caused it, e.g. 'password-reset', 'order-confirmation', 'order-status'. */
  kind: string;
  /**
   * The store the mail is about (its order, its customer's or admin's account): the mail then comes
   * from that store, by its company name, with its reply-to address and logo.
   */
  storeId?: number | null;
}

/** Who a store's mail comes from: its company name (else its name), its reply-to address and logo. */
export interface MailSender {
  fromName: string;
  replyTo: string | null;
  logoHash: string | null;
}

/**
 * Queues mail in the outbox. Pass the EntityManager of the transaction that makes the change, so
 * the message is written if and only if the change commits; the mail worker delivers it.
 */
@Injectable()
export class MailService {
  private readonly messageIdDomain: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.messageIdDomain = messageIdDomain(config.mailFrom);
  }

  async enqueue(em: EntityManager, mail: OutgoingMail): Promise<number> {
    const sender = mail.storeId ? await this.senderOf(em, mail.storeId) : null;
    const { identifiers } = await em.insert(MailOutbox, {
      messageId: `<${randomUUID()}@${this.messageIdDomain}>`,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
      storeId: mail.storeId ?? null,
      fromName: sender?.fromName ?? null,
      replyTo: sender?.replyTo ?? null,
      logoHash: sender?.logoHash ?? null,
    });
    return identifiers[0].id as number;
  }

  /** The store's sender as it is now (read in the caller's transaction, which may see its web config). */
  async senderOf(em: EntityManager, storeId: number): Promise<MailSender | null> {
    const [row]: Array<{ name: string; replyTo: string; companyName: string | null; logoHash: string | null }> =
      await em.query(
        `SELECT s.name, s.reply_to_email AS "replyTo", w.company_name AS "companyName", w.logo_hash AS "logoHash"
           FROM store s LEFT JOIN web_config w ON w.store_id = s.id WHERE s.id = $1`,
        [storeId],
      );
    if (!row) return null;
    return {
      fromName: (row.companyName?.trim() || row.name).slice(0, 150),
      replyTo: row.replyTo?.trim() || null,
      logoHash: row.logoHash || null,
    };
  }
}

/** The sender's domain (MAIL_FROM), the usual right-hand side of a Message-ID. */
export function messageIdDomain(mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1];
  return domain || 'wine-shop.invalid';
}
