import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { notFound } from '../../lib/errors';
import { dayInput } from '../../lib/dates';
import { idParam, pageQuery } from '../../lib/schemas';
import type { JobScope } from './jobs.repository';

// What the jobs registrars share: whose jobs the caller reaches, the parameters and the not-found
// answer.

export const jobNotFound = () => notFound('Job not found', 'JOB_NOT_FOUND');

export const jobParams = z.strictObject({ id: idParam });
/** Paging, and optionally the days (both ends inclusive) the jobs must meet: the calendar's month. */
export const jobsQuery = pageQuery.extend({
  dateFrom: dayInput.optional(),
  dateTo: dayInput.optional(),
});

export function scopeOf(request: FastifyRequest): JobScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    ownOnly: request.permission !== 'ALL',
  };
}
