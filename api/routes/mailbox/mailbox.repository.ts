import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { formatTimestamp } from '../../lib/format';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import {
  emailMessageAttachments,
  emailMessages,
  mailboxEntries,
} from '../../db/tables/mailbox.tables';
import type { MessageType } from '../../lib/mail/message-types';

/** Whose mailbox: always the caller's own (api/routes/mailbox/README.md, Filed by queueMail). */
export interface MailboxScope {
  tenantId: number;
  personId: number;
}

export interface MailboxFilter {
  search?: string;
  unread?: boolean;
  messageType?: MessageType;
  limit: number;
  page: number;
}

const ownEntries = (scope: MailboxScope) =>
  and(eq(mailboxEntries.tenantId, scope.tenantId), eq(mailboxEntries.personId, scope.personId));

/** A LIKE pattern that matches the words literally (% and _ in a search are not wildcards). */
const likePattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function filterOf(
  scope: MailboxScope,
  filter: Pick<MailboxFilter, 'search' | 'unread' | 'messageType'>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [ownEntries(scope)];
  if (filter.unread) conditions.push(isNull(mailboxEntries.readAt));
  if (filter.messageType) conditions.push(eq(emailMessages.messageType, filter.messageType));
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        ilike(outgoingMails.subject, pattern),
        ilike(outgoingMails.body, pattern),
        ilike(outgoingMails.to, pattern),
        ilike(sql`coalesce(${emailMessages.fromAddress}, '')`, pattern),
      ),
    );
  }
  return and(...conditions);
}

const listColumns = {
  id: mailboxEntries.id,
  readAt: mailboxEntries.readAt,
  to: outgoingMails.to,
  subject: outgoingMails.subject,
  body: outgoingMails.body,
  createdAt: outgoingMails.createdAt,
  fromAddress: emailMessages.fromAddress,
  cc: emailMessages.cc,
  messageType: emailMessages.messageType,
  html: emailMessages.html,
  attachmentCount:
    sql<number>`(select count(*) from email_message_attachments a where a.mail_id = ${mailboxEntries.mailId})`.mapWith(
      Number,
    ),
};

interface ListRow {
  id: number;
  readAt: Date | null;
  to: string;
  subject: string;
  body: string;
  createdAt: Date;
  fromAddress: string | null;
  cc: string[];
  messageType: MessageType;
  html: string | null;
  attachmentCount: number;
}

const PREVIEW_LENGTH = 140;

function summaryOf(row: ListRow, systemFrom: string) {
  return {
    id: row.id,
    from: row.fromAddress ?? systemFrom,
    to: row.to,
    cc: row.cc,
    subject: row.subject,
    preview: row.body.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH),
    date: formatTimestamp(row.createdAt),
    read: row.readAt !== null,
    messageType: row.messageType,
    hasHtml: row.html !== null,
    attachmentCount: row.attachmentCount,
  };
}
export type EmailMessageSummary = ReturnType<typeof summaryOf>;

function joined(db: Db) {
  return db
    .select(listColumns)
    .from(mailboxEntries)
    .innerJoin(outgoingMails, eq(outgoingMails.id, mailboxEntries.mailId))
    .innerJoin(emailMessages, eq(emailMessages.mailId, mailboxEntries.mailId));
}

/** The caller's mails, newest first, and how many are unread in the whole mailbox. */
export async function listMailbox(
  db: Db,
  scope: MailboxScope,
  filter: MailboxFilter,
  systemFrom: string,
) {
  const where = filterOf(scope, filter);
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(outgoingMails.createdAt), desc(mailboxEntries.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [totals] = await db
    .select({ total: count() })
    .from(mailboxEntries)
    .innerJoin(outgoingMails, eq(outgoingMails.id, mailboxEntries.mailId))
    .innerJoin(emailMessages, eq(emailMessages.mailId, mailboxEntries.mailId))
    .where(where);
  const [unread] = await db
    .select({ unread: count() })
    .from(mailboxEntries)
    .where(and(ownEntries(scope), isNull(mailboxEntries.readAt)));
  return {
    items: rows.map((row) => summaryOf(row, systemFrom)),
    total: totals?.total ?? 0,
    unread: unread?.unread ?? 0,
  };
}

/** One of the caller's mails with its text, HTML and attachments; null when it is not theirs. */
export async function findMessage(db: Db, scope: MailboxScope, id: number, systemFrom: string) {
  const [row] = await joined(db)
    .where(and(ownEntries(scope), eq(mailboxEntries.id, id)))
    .limit(1);
  if (!row) return null;
  const attachments = await db
    .select({
      id: emailMessageAttachments.id,
      fileName: emailMessageAttachments.fileName,
      contentType: emailMessageAttachments.contentType,
      size: sql<number>`octet_length(${emailMessageAttachments.content})`.mapWith(Number),
    })
    .from(emailMessageAttachments)
    .innerJoin(mailboxEntries, eq(mailboxEntries.mailId, emailMessageAttachments.mailId))
    .where(and(ownEntries(scope), eq(mailboxEntries.id, id)))
    .orderBy(emailMessageAttachments.id);
  return { ...summaryOf(row, systemFrom), body: row.body, html: row.html, attachments };
}

/**
 * Sets or clears the read mark of one of the caller's mails, read at `now` (the api clock's); false
 * when it is not theirs.
 */
export async function markRead(
  db: Db,
  scope: MailboxScope,
  id: number,
  read: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(mailboxEntries)
    // Reading again keeps the first moment it was read.
    .set({
      readAt: read
        ? sql`coalesce(${mailboxEntries.readAt}, ${now.toISOString()}::timestamptz)`
        : null,
    })
    .where(and(ownEntries(scope), eq(mailboxEntries.id, id)))
    .returning({ id: mailboxEntries.id });
  return rows.length > 0;
}

/** One attachment of one of the caller's mails, with its bytes; null when it is not theirs. */
export async function findAttachment(
  db: Db,
  scope: MailboxScope,
  id: number,
  attachmentId: number,
) {
  const [row] = await db
    .select({
      fileName: emailMessageAttachments.fileName,
      contentType: emailMessageAttachments.contentType,
      content: emailMessageAttachments.content,
    })
    .from(emailMessageAttachments)
    .innerJoin(mailboxEntries, eq(mailboxEntries.mailId, emailMessageAttachments.mailId))
    .where(
      and(
        ownEntries(scope),
        eq(mailboxEntries.id, id),
        eq(emailMessageAttachments.id, attachmentId),
      ),
    )
    .limit(1);
  return row ?? null;
}
