import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../config/config';

export interface MessageToSend {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  /** The same on every try of one outbox row. */
  messageId: string;
}

/** Where mail goes: an SMTP server (SMTP_URL), or .eml files under <DATA_DIR>/mail. */
export interface MailTransport {
  readonly description: string;
  /** Resolves once the message is handed over; `file` is set when it was written to disk. */
  send(message: MessageToSend): Promise<{ file?: string }>;
  close(): void;
}

function envelope(from: string, m: MessageToSend) {
  return {
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    ...(m.html ? { html: m.html } : {}),
    messageId: m.messageId,
    headers: { 'X-Shop-Outbox-Id': String(m.id), 'X-Shop-Mail-Kind': m.kind },
  };
}

function smtpTransport(config: AppConfig, url: string): MailTransport {
  // Short timeouts: a worker stuck on a dead server would hold its outbox row locked.
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const safeUrl = new URL(url);
  safeUrl.password = safeUrl.password ? '***' : '';
  return {
    description: `SMTP ${safeUrl.toString()}`,
    async send(m) {
      await transporter.sendMail(envelope(config.mailFrom, m));
      return {};
    },
    close: () => transporter.close(),
  };
}

function fileTransport(config: AppConfig): MailTransport {
  const dir = join(config.dataDir, 'mail');
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `.eml files in ${dir}`,
    async send(m) {
      const info = await transporter.sendMail(envelope(config.mailFrom, m));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${Date.now()}-${m.id}-${m.kind.replace(/[^\w-]+/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      return { file };
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: AppConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config, config.smtpUrl) : fileTransport(config);
}
