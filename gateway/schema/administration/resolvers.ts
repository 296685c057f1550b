import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { tenantSettingsPatchSchema } from '../../../api/routes/administration/administration.schemas';
import { gatewayError } from '../../upstream/errors';
import { idOf } from '../shared/input';
import { checkPaging } from '../shared/paging';
import type { AuditEventsQuery } from './administration.loaders';

/** The api's cap on an audit page (api/routes/administration/administration.schemas.ts). */
const MAX_AUDIT_LIMIT = 200;

/** An audited value as text: strings as they are, a switch as true/false, nothing as null. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const auditEvents: NonNullable<QueryResolvers['auditEvents']> = (
  _parent,
  { filter, page, limit },
  { loaders },
) => {
  const pageNumber = page ?? 1;
  const pageSize = limit ?? 50;
  checkPaging(pageSize, pageNumber, MAX_AUDIT_LIMIT);
  const query: AuditEventsQuery = { page: pageNumber, limit: pageSize };
  if (filter?.subject) query.subject = filter.subject;
  if (filter?.action) query.action = filter.action;
  if (filter?.actorId) query.actorId = idOf(filter.actorId, 'actorId');
  if (filter?.from) query.from = filter.from;
  if (filter?.to) query.to = filter.to;
  return loaders.administration.auditEvents(query);
};

const updateTenantSettings: NonNullable<MutationResolvers['updateTenantSettings']> = (
  _parent,
  { input },
  { loaders },
) => {
  // The api's own rules, before any upstream call: the first bad field is named.
  const body = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const parsed = tenantSettingsPatchSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw gatewayError(`${issue?.path.join('.')}: ${issue?.message}`, 'BAD_USER_INPUT');
  }
  return loaders.administration.updateTenantSettings(body);
};

const removeTenantImage: NonNullable<MutationResolvers['removeTenantImage']> = (
  _parent,
  { kind },
  { loaders },
) => loaders.administration.removeTenantImage(kind);

export const resolvers: Resolvers = {
  Query: { auditEvents },
  Mutation: { updateTenantSettings, removeTenantImage },
  AuditEvent: {
    id: (event) => String(event.id),
    actor: (event) =>
      event.actor ? { id: String(event.actor.id), caption: event.actor.caption } : null,
  },
  AuditSubject: { id: (subject) => (subject.id === null ? null : String(subject.id)) },
  AuditChange: { from: (change) => asText(change.from), to: (change) => asText(change.to) },
};
