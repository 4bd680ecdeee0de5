import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { preparedQuery, type PreparedStatement } from '../tenants/store-db';

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

  /** Queues `mail` with its store's sender as it is now, in one statement (the caller's transaction). */
  async enqueue(em: EntityManager, mail: OutgoingMail): Promise<number> {
    const {
      rows: [row],
    } = await preparedQuery<{ id: number }>(em, ENQUEUE, this.outboxValues(mail));
    return row.id;
  }

  /**
   * The values of `enqueueMail`'s seven parameters for `mail` (a fresh Message-ID), for a statement
   * that queues it along with its own work (order placement's order statement).
   */
  outboxValues(mail: OutgoingMail): unknown[] {
    return [
      `<${randomUUID()}@${this.messageIdDomain}>`,
      mail.to,
      mail.subject,
      mail.text,
      mail.html ?? null,
      mail.kind,
      mail.storeId ?? null,
    ];
  }
}

/** JavaScript's String.prototype.trim, in SQL: white space and line terminators at either end. */
const JS_SPACE = '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';
const trimmed = (column: string) => `regexp_replace(${column}, '^${JS_SPACE}+|${JS_SPACE}+$', '', 'g')`;

/**
 * The outbox row with its store's sender (read in the caller's transaction, which may see its web
 * config): the company name (trimmed), else the store's name, at most 150 characters; the reply-to
 * address (trimmed) and the logo, each when set. No store (null, or gone): no sender. `p` names the
 * seven parameters in `outboxValues` order (Message-ID, to, subject, text, html, kind, store id), so
 * the INSERT can also be a CTE of a larger statement.
 */
export const enqueueMail = (p: readonly string[]) => `
INSERT INTO mail_outbox (message_id, to_address, subject, text, html, kind, store_id, from_name, reply_to, logo_hash)
SELECT ${p[0]}, ${p[1]}, ${p[2]}, ${p[3]}, ${p[4]}, ${p[5]}, ${p[6]}::int, sender.from_name, sender.reply_to, sender.logo_hash
  FROM (SELECT 1) AS one
  LEFT JOIN (
    SELECT left(COALESCE(NULLIF(${trimmed('w.company_name')}, ''), s.name), 150) AS from_name,
           NULLIF(${trimmed('s.reply_to_email')}, '') AS reply_to,
           NULLIF(w.logo_hash, '') AS logo_hash
      FROM store s LEFT JOIN web_config w ON w.store_id = s.id
     WHERE s.id = ${p[6]}::int
  ) AS sender ON true
RETURNING id`;

const ENQUEUE: PreparedStatement = {
  name: 'mail-enqueue',
  text: enqueueMail(['$1', '$2', '$3', '$4', '$5', '$6', '$7']),
};

/** The sender's domain (MAIL_FROM), the usual right-hand side of a Message-ID. */
export function messageIdDomain(mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1];
  return domain || 'wine-shop.invalid';
}
