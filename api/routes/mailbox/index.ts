import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { loadRights } from '../../auth/rights';
import { defineApiArea } from '../../lib/area';
import { forbidden, notFound } from '../../lib/errors';
import { errorSchema, idParam, pageQuery } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { findAttachment, findMessage, listMailbox, markRead } from './mailbox.repository';
import type { MailboxScope } from './mailbox.repository';
import {
  emailMessageSchema,
  mailboxPageSchema,
  mailboxQuery,
  messageTypeListSchema,
} from './mailbox.schemas';
import { MESSAGE_TYPE_CAPTIONS, MESSAGE_TYPES } from '../../lib/mail/message-types';

// The mailbox (api/routes/mailbox/README.md, Filed by queueMail, src/features/mailbox/README.md (HTML mail in a sandboxed frame; Remote content) and src/features/home/README.md, Unread mail): the mail the product itself sent to the caller or
// on their behalf. A mailbox needs the mailboxes right (the route's right) plus the emailMessages
// right of the mailbox scope (GET /mailboxUserRights; SPEC.md §6). Whatever the permission type,
// a person reads only their own mailbox: another person's message is 404, never revealed.
// POST /emailMessages/unsubscribe stays in the session area (public, by link token).

const messageNotFound = () => notFound('E-mail message not found', 'EMAIL_MESSAGE_NOT_FOUND');
const idParams = z.strictObject({ id: idParam });
const attachmentParams = z.strictObject({ id: idParam, attachmentId: idParam });

export async function mailboxRoutes(
  api: ApiInstance,
  { database, config, clock }: RouteContext,
): Promise<void> {
  const db = database.db;
  const read = { right: { resource: 'mailboxes', action: 'READ' } } as const;

  /** The caller's own mailbox, once the mailbox right is checked too (403 without it). */
  async function mailboxOf(request: FastifyRequest): Promise<MailboxScope> {
    const principal = request.principal as Principal;
    if (principal.personId === null) throw forbidden('A mailbox belongs to a person');
    const mailboxRights = await loadRights(db, principal, 'mailbox');
    if (!mailboxRights.emailMessages?.READ) throw forbidden('No emailMessages mailbox right');
    return { tenantId: principal.tenantId, personId: principal.personId };
  }

  api.get(
    '/emailMessages',
    {
      config: read,
      schema: {
        querystring: mailboxQuery,
        response: { 200: mailboxPageSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const scope = await mailboxOf(request);
      const { limit, page, search, unread, messageType } = request.query;
      const found = await listMailbox(
        db,
        scope,
        {
          limit,
          page,
          ...(search !== undefined ? { search } : {}),
          unread: unread === 'true',
          ...(messageType ? { messageType } : {}),
        },
        config.mailFrom,
      );
      return { ...found, page, limit };
    },
  );

  api.get(
    '/emailMessages/:id',
    {
      config: read,
      schema: {
        params: idParams,
        response: { 200: emailMessageSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = await mailboxOf(request);
      // Opening a mail reads it (the list's unread state and the home count follow).
      if (!(await markRead(db, scope, request.params.id, true, clock.now())))
        throw messageNotFound();
      const message = await findMessage(db, scope, request.params.id, config.mailFrom);
      if (!message) throw messageNotFound();
      return message;
    },
  );

  api.post(
    '/emailMessages/:id/unread',
    {
      config: read,
      schema: {
        params: idParams,
        response: { 200: emailMessageSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = await mailboxOf(request);
      if (!(await markRead(db, scope, request.params.id, false, clock.now())))
        throw messageNotFound();
      const message = await findMessage(db, scope, request.params.id, config.mailFrom);
      if (!message) throw messageNotFound();
      return message;
    },
  );

  api.get(
    '/emailMessages/:id/attachments/:attachmentId',
    {
      config: read,
      schema: { params: attachmentParams, response: { 403: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const scope = await mailboxOf(request);
      const attachment = await findAttachment(
        db,
        scope,
        request.params.id,
        request.params.attachmentId,
      );
      if (!attachment) throw messageNotFound();
      const fileName = attachment.fileName.replace(/[^\w.-]+/g, '_');
      return reply
        .header('Content-Type', attachment.contentType)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(attachment.content as never);
    },
  );

  api.get(
    '/messageTypes',
    {
      config: { authenticated: true },
      schema: {
        querystring: pageQuery,
        response: { 200: messageTypeListSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const all = MESSAGE_TYPES.map((id) => ({ id, caption: MESSAGE_TYPE_CAPTIONS[id] }));
      return { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
    },
  );
}

export default defineApiArea({ name: 'mailbox', routes: mailboxRoutes });
