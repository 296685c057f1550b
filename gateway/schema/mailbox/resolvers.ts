import type {
  EmailAttachmentResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { attachmentDownloadPath, withMessageIds } from './mailbox.upstream';

const unsubscribe: NonNullable<MutationResolvers['unsubscribe']> = (
  _parent,
  { token },
  { loaders },
) => loaders.mailbox.unsubscribe(token);

const mailbox: NonNullable<QueryResolvers['mailbox']> = (
  _parent,
  { search, unread, page, limit },
  { loaders },
) =>
  loaders.mailbox.page({
    search: search ?? null,
    unread: unread ?? null,
    page: page ?? 1,
    limit: limit ?? 50,
  });

const emailMessage: NonNullable<QueryResolvers['emailMessage']> = async (
  _parent,
  { id },
  { loaders },
) => {
  const message = await loaders.mailbox.messages.load(id);
  return message && withMessageIds(message);
};

const unreadMailCount: NonNullable<QueryResolvers['unreadMailCount']> = (
  _parent,
  _args,
  { loaders },
) => loaders.mailbox.unreadCount();

const messageTypes: NonNullable<QueryResolvers['messageTypes']> = (_parent, _args, { loaders }) =>
  loaders.mailbox.messageTypes();

const markEmailMessageUnread: NonNullable<MutationResolvers['markEmailMessageUnread']> = async (
  _parent,
  { id },
  { loaders },
) => withMessageIds(await loaders.mailbox.markUnread(id));

const downloadUrl: NonNullable<EmailAttachmentResolvers['downloadUrl']> = (attachment) =>
  attachmentDownloadPath(attachment.messageId, attachment.id);

export const resolvers: Resolvers = {
  Query: { mailbox, emailMessage, unreadMailCount, messageTypes },
  Mutation: { unsubscribe, markEmailMessageUnread },
  EmailAttachment: { downloadUrl },
};
