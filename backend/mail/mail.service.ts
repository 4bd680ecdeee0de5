import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
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
  async enqueue(em: EntityManager, mail: OutgoingMail): Promise<number> {
    const { identifiers } = await em.insert(MailOutbox, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
    });
    return identifiers[0].id as number;
  }
}
