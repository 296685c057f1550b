import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { persons } from '../../db/core.tables';
import {
  emailMessageAttachments,
  emailMessages,
  mailboxEntries,
} from '../../db/tables/mailbox.tables';
import type { MessageType } from './message-types';

// Filing a mail into the mailboxes it belongs to, and reading its parts back for sending: queueMail's
// half of the mailbox (api/routes/mailbox/README.md, Filed by queueMail), shared by every area that sends mail.

/** What queueMail passes on about a mail beyond to, subject and text. */
export interface MailboxParts {
  cc?: string[];
  html?: string;
  messageType?: MessageType;
  /** The sender's address; unset: the system's own (MAIL_FROM). */
  from?: string;
  /** The person on whose behalf the mail is sent (a crew chief sending a delivery note): it lands in their mailbox too. */
  onBehalfOfPersonId?: number;
  attachments?: { fileName: string; contentType: string; content: Buffer }[];
}

/**
 * Files a stored mail into the mailboxes it belongs to (api/routes/mailbox/README.md, Filed by queueMail): every person of the tenant
 * whose e-mail address it is sent to (to or cc), and the person it is sent on behalf of. Runs in
 * the transaction of queueMail, so a mail and its mailbox entries exist together.
 */
export async function fileMail(
  tx: Db,
  tenantId: number,
  mailId: number,
  to: string,
  parts: MailboxParts,
): Promise<void> {
  const cc = parts.cc ?? [];
  await tx.insert(emailMessages).values({
    mailId,
    tenantId,
    fromAddress: parts.from ?? null,
    cc,
    html: parts.html ?? null,
    messageType: parts.messageType ?? 'other',
  });
  const addresses = [to, ...cc]
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address.length > 0);
  const recipients = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), inArray(sql`lower(${persons.email})`, addresses)));
  const owners = new Set(recipients.map((row) => row.id));
  if (parts.onBehalfOfPersonId !== undefined) owners.add(parts.onBehalfOfPersonId);
  if (owners.size > 0) {
    await tx
      .insert(mailboxEntries)
      .values([...owners].map((personId) => ({ tenantId, mailId, personId })))
      .onConflictDoNothing();
  }
  for (const attachment of parts.attachments ?? []) {
    await tx.insert(emailMessageAttachments).values({ tenantId, mailId, ...attachment });
  }
}

/** The mail's parts the sending worker needs (HTML, cc, attachments). */
export async function partsForSending(db: Db, mailId: number) {
  const [message] = await db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.mailId, mailId))
    .limit(1);
  const attachments = await db
    .select({
      filename: emailMessageAttachments.fileName,
      contentType: emailMessageAttachments.contentType,
      content: emailMessageAttachments.content,
    })
    .from(emailMessageAttachments)
    .where(eq(emailMessageAttachments.mailId, mailId))
    .orderBy(emailMessageAttachments.id);
  return {
    html: message?.html ?? undefined,
    cc: message?.cc ?? [],
    from: message?.fromAddress ?? undefined,
    attachments,
  };
}
