import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MailWorker } from '../../backend/mail/mail.worker';
import type { TestApp } from './test-app';

/** A mail as its recipient gets it (the outbox keeps no body once a mail is sent). */
export interface DeliveredMail {
  outboxId: number;
  kind: string;
  to: string;
  subject: string;
  messageId: string;
  /** The plain-text part, decoded. */
  text: string;
  from: string;
  replyTo: string;
  /** The whole message as sent (MIME). */
  raw: string;
}

/** Header value (unfolded) of a MIME head. */
function header(head: string, name: string): string {
  const m = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return m ? m[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

function decode(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

function split(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  return at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at).replace(/^\r?\n\r?\n/, '')];
}

/** The text/plain part of a MIME entity (the first one, in a multipart). */
function plainText(raw: string): string {
  const [head, body] = split(raw);
  const type = header(head, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainText(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  if (type && !/^text\/plain/i.test(type)) return '';
  return decode(body, header(head, 'Content-Transfer-Encoding')).replace(/\r\n/g, '\n');
}

function parse(raw: string): DeliveredMail {
  const [head] = split(raw);
  return {
    outboxId: Number(header(head, 'X-Shop-Outbox-Id')),
    kind: header(head, 'X-Shop-Mail-Kind'),
    to: header(head, 'To'),
    subject: header(head, 'Subject'),
    messageId: header(head, 'Message-ID'),
    text: plainText(raw),
    from: header(head, 'From'),
    replyTo: header(head, 'Reply-To'),
    raw,
  };
}

/** Every mail the app delivered so far (as .eml files under DATA_DIR/mail), after sending what is due. */
export async function deliveredMails(t: TestApp): Promise<DeliveredMail[]> {
  await t.app.get(MailWorker).drain();
  const dir = join(t.config.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  return files.map((f) => parse(readFileSync(join(dir, f), 'utf8'))).sort((a, b) => a.outboxId - b.outboxId);
}

/** The newest mail delivered to this address (of this kind, when given); fails when there is none. */
export async function lastMailTo(t: TestApp, to: string, kind?: string): Promise<DeliveredMail> {
  const mails = (await deliveredMails(t)).filter((m) => m.to === to && (!kind || m.kind === kind));
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no mail${kind ? ` (${kind})` : ''} was delivered to ${to}`);
  return mail;
}
