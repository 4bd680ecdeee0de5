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
    const { identifiers } = await em.insert(MailOutbox, {
      messageId: `<${randomUUID()}@${this.messageIdDomain}>`,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
    });
    return identifiers[0].id as number;
  }
}

/** The sender's domain (MAIL_FROM), the usual right-hand side of a Message-ID. */
export function messageIdDomain(mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1];
  return domain || 'wine-shop.invalid';
}
