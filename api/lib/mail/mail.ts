import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/database';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import { enqueue } from '../queue/queue';
import { fileMail, partsForSending } from './filing';
import type { MailboxParts } from './filing';

// Outgoing mail (decision 005, now 097): every mail is a row of outgoing_mails plus a 'mail' job in
// the same transaction; the worker sends it over SMTP_URL with nodemailer, or, without SMTP_URL,
// leaves it stored (the operator reads the log, as before).

export interface Mail extends MailboxParts {
  to: string;
  subject: string;
  /** The plain-text part. */
  body: string;
}

/** Stores the mail and queues its sending; pass the transaction of the change that causes it. */
export async function queueMail(
  tx: Db,
  tenantId: number,
  mail: Mail,
  /** Not before this moment: the api clock's now, or later (quiet hours). */
  runAt: Date,
  /** When it was queued, the api clock's now: runAt unless the mail waits (quiet hours). */
  queuedAt: Date = runAt,
): Promise<number> {
  const { to, subject, body, ...parts } = mail;
  const [row] = await tx
    .insert(outgoingMails)
    .values({ tenantId, to, subject, body, createdAt: queuedAt })
    .returning({ id: outgoingMails.id });
  if (!row) throw new Error('queueMail wrote no row');
  // The mailbox of the person it is sent to or for (api/routes/mailbox/README.md, Filed by queueMail).
  await fileMail(tx, tenantId, row.id, to, parts);
  await enqueue(tx, tenantId, 'mail', { mailId: row.id }, { runAt, queuedAt });
  return row.id;
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends one stored mail. The Message-ID is the mail's own ('<mail-42.tenant-1@host>'), so a resend
 * after a worker died between SMTP's answer and marking the job done carries the same id and
 * receiving servers and clients fold it into one.
 */
export async function sendStoredMail(
  db: Db,
  config: ApiConfig,
  mailId: number,
): Promise<'sent' | 'stored' | 'missing'> {
  const [mail] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, mailId)).limit(1);
  if (!mail) return 'missing';
  if (!config.smtpUrl) return 'stored';
  const domain = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'crewhub.app';
  const parts = await partsForSending(db, mail.id);
  await transportFor(config.smtpUrl).sendMail({
    from: config.mailFrom,
    // Sent on someone's behalf: answers go to them, the envelope stays the system's own.
    ...(parts.from !== undefined ? { replyTo: parts.from } : {}),
    to: mail.to,
    ...(parts.cc.length > 0 ? { cc: parts.cc } : {}),
    subject: mail.subject,
    text: mail.body,
    ...(parts.html !== undefined ? { html: parts.html } : {}),
    ...(parts.attachments.length > 0 ? { attachments: parts.attachments } : {}),
    messageId: `<mail-${mail.id}.tenant-${mail.tenantId}@${domain}>`,
  });
  return 'sent';
}

/** Closes the pooled SMTP connections (tests, shutdown). */
export function closeMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
