import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * Transactional outbox: a message is written here in the same transaction as the change that
 * causes it, then delivered by the mail worker with retries and backoff. Once sent, the row keeps
 * recipient, subject, status and Message-ID, not the body.
 */
@Entity('mail_outbox')
@Index(['status', 'nextAttemptAt'])
export class MailOutbox {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  /** The body, kept only until the mail is sent (it may hold a reset or invitation code). */
  @Column({ type: 'text', nullable: true })
  text: string | null;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  /**
   * The Message-ID header (`<uuid@sender-domain>`), set when the row is written and sent on every
   * try: a retry after a lost "250" is recognisably the same message. Delivery is at least once.
   */
  @Column({ name: 'message_id', type: 'varchar', length: 255 })
  messageId: string;

  /** The store the mail is about (its order or account); null for mail about no store. */
  @Index('IDX_mail_outbox_store_id')
  @Column({ name: 'store_id', type: 'int', nullable: true })
  storeId: number | null;

  /** The sender's name (the store's company name), taken when queued; null: MAIL_FROM's name. */
  @Column({ name: 'from_name', type: 'varchar', length: 150, nullable: true })
  fromName: string | null;

  /** The store's reply-to address, when it has one. */
  @Column({ name: 'reply_to', type: 'varchar', length: 254, nullable: true })
  replyTo: string | null;

  /** The store's logo (an image hash), shown at the top of the mail. */
  @Column({ name: 'logo_hash', type: 'varchar', length: 64, nullable: true })
  logoHash: string | null;

  /** What caused it, e.g. 'password-reset', 'order-confirmation'. */
  @Index()
  @Column({ type: 'varchar', length: 60 })
  kind: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
