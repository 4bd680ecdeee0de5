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
  /** The store's company name: the sender's name instead of MAIL_FROM's. */
  fromName?: string | null;
  /** The store's reply-to address. */
  replyTo?: string | null;
  /** The store's logo, shown at the top of an HTML version of the mail. */
  logo?: { contentType: string; bytes: Buffer } | null;
}

/** MAIL_FROM's address ('Shop <no-reply@shop.example>' -> 'no-reply@shop.example'). */
export function mailFromAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

const LOGO_CID = 'store-logo@wine-shop';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The plain text under the store's logo (its name as the image's text), for mail readers that show HTML. */
export function htmlWithLogo(text: string, storeName: string): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">',
    `<p><img src="cid:${LOGO_CID}" alt="${escapeHtml(storeName)}" style="max-height:64px;max-width:240px"></p>`,
    `<div style="white-space:pre-wrap;font-size:14px;line-height:1.5">${escapeHtml(text)}</div>`,
    '</body></html>',
  ].join('');
}

/** Where mail goes: an SMTP server (SMTP_URL), or .eml files under <DATA_DIR>/mail. */
export interface MailTransport {
  readonly description: string;
  /** Resolves once the message is handed over; `file` is set when it was written to disk. */
  send(message: MessageToSend): Promise<{ file?: string }>;
  close(): void;
}

/**
 * The message as sent: a store's mail comes from the store's company name at MAIL_FROM's address,
 * with the store's reply-to address and its logo; other mail from MAIL_FROM as configured.
 */
export function envelope(from: string, m: MessageToSend) {
  const html = m.html ?? (m.logo && m.fromName ? htmlWithLogo(m.text, m.fromName) : null);
  return {
    from: m.fromName ? { name: m.fromName, address: mailFromAddress(from) } : from,
    ...(m.replyTo ? { replyTo: m.replyTo } : {}),
    to: m.to,
    subject: m.subject,
    text: m.text,
    ...(html ? { html } : {}),
    ...(m.logo && html
      ? {
          attachments: [
            {
              filename: `logo.${m.logo.contentType.split('/')[1]?.replace(/\W.*$/, '') || 'png'}`,
              content: m.logo.bytes,
              contentType: m.logo.contentType,
              cid: LOGO_CID,
            },
          ],
        }
      : {}),
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
      const file = join(dir, `${Date.now()}-${m.id}-${m.kind.replace(/[^\w-]+/g, '_')}.eml`);
      try {
        await writeFile(file, info.message as Buffer);
      } catch (e) {
        // The folder is made on the first mail (and again if it was removed since).
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
        await mkdir(dir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      }
      return { file };
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: AppConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config, config.smtpUrl) : fileTransport(config);
}
