import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isSecurityCheckShift } from '../../../machines/securityCheckShift';
import type { Principal } from '../../auth/accounts';
import { persons } from '../../db/core.tables';
import type { Db, Tx } from '../../db/database';
import { badUserInput, conflict, notFound } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { crewSecurityCheckListSchema, qualityCheckTypeListSchema } from './crew-media.schemas';
import type { CrewSecurityCheck } from './crew-media.schemas';
import { formResults, forms } from '../../db/tables/forms.tables';
import type { FormResultContext } from '../../db/tables/forms.tables';
import { projectCrews } from '../../db/tables/projects.tables';
export type { CrewSecurityCheck };
import { crewCallerOf, crewIdParams, crewsRead, findCrewFor } from './crews.access';
import type { CrewCaller } from './crews.access';
import {
  SECURITY_CHECK_SHIFTS,
  crewSecurityChecks,
  crewShiftEvents,
  qualityCheckTypes,
} from './crews.tables';
import type { SecurityCheckShift } from './crews.tables';

// A crew's security checks (SPEC §7 /projectCrews/{id}/securityChecks, /qualityCheckTypes): forms
// of purpose securityCheck linked to the crew (crew_security_checks), answered through the forms
// engine (POST /formResults/perform) with a context { crewId, date, shift }. The forms route asks
// admitSecurityCheckAnswer before it stores such an answer: only the crew's chief (or a planner,
// crews EDIT ALL) answers, and once per form, crew, date and shift (api/routes/crews/README.md, The security check).

/** SPEC §7: lists like /qualityCheckTypes are asked with limit 1000, page 1. */
const pageQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const isShift = (value: string | undefined): value is SecurityCheckShift =>
  isSecurityCheckShift(value);

/** The crew's security checks with what was answered (every answer, whoever sent it). */
export async function listCrewSecurityChecks(
  db: Db | Tx,
  tenantId: number,
  crewId: number,
): Promise<CrewSecurityCheck[]> {
  const checks = await db
    .select({
      formId: crewSecurityChecks.formId,
      formTitle: forms.title,
      typeId: qualityCheckTypes.id,
      typeName: qualityCheckTypes.name,
    })
    .from(crewSecurityChecks)
    .innerJoin(forms, eq(forms.id, crewSecurityChecks.formId))
    .leftJoin(qualityCheckTypes, eq(qualityCheckTypes.id, crewSecurityChecks.qualityCheckTypeId))
    .where(and(eq(crewSecurityChecks.tenantId, tenantId), eq(crewSecurityChecks.crewId, crewId)))
    .orderBy(asc(forms.title), asc(forms.id));
  if (checks.length === 0) return [];
  const results = await db
    .select({
      formId: formResults.formId,
      context: formResults.context,
      submittedAt: formResults.submittedAt,
      person: { id: persons.id, caption: persons.name, phone: persons.phone, email: persons.email },
    })
    .from(formResults)
    .leftJoin(persons, eq(persons.id, formResults.personId))
    .where(
      and(
        eq(formResults.tenantId, tenantId),
        inArray(
          formResults.formId,
          checks.map((check) => check.formId),
        ),
        sql`(${formResults.context} ->> 'crewId')::int = ${crewId}`,
      ),
    )
    .orderBy(asc(formResults.submittedAt), asc(formResults.id));
  return checks.map((check) => ({
    formId: check.formId,
    formTitle: check.formTitle,
    qualityCheckType:
      check.typeId === null ? null : { id: check.typeId, caption: check.typeName ?? '' },
    done: results
      .filter(
        (result) =>
          result.formId === check.formId && result.context?.date && isShift(result.context.shift),
      )
      .map((result) => ({
        date: result.context?.date as string,
        shift: result.context?.shift as SecurityCheckShift,
        submittedAt: formatTimestamp(result.submittedAt),
        submittedBy: result.person,
      })),
  }));
}

/**
 * Called by the forms route in the transaction that stores an answer to a securityCheck form:
 * refuses (400) an answer without a full context, 404 when the crew is not the caller's to act on
 * or the form is not one of the crew's security checks, 409 when that date and shift was answered;
 * otherwise writes the audit row. The crew row is locked so two phones cannot both answer.
 */
export async function admitSecurityCheckAnswer(
  tx: Tx,
  caller: CrewCaller,
  formId: number,
  context: FormResultContext | undefined,
  idempotencyKey: string | undefined,
  /** The api clock's now: when the answer was given. */
  now: Date,
): Promise<void> {
  if (!context?.crewId || !context.date || !isShift(context.shift)) {
    throw badUserInput(
      `A security check is answered for a crew, a date and a shift (${SECURITY_CHECK_SHIFTS.join(', ')})`,
    );
  }
  const { crew, role } = await findCrewFor(tx, caller, context.crewId, { lock: true });
  if (role === 'reader') throw notFound('Crew not found', 'CREW_NOT_FOUND');
  const [link] = await tx
    .select({ id: crewSecurityChecks.id })
    .from(crewSecurityChecks)
    .where(
      and(
        eq(crewSecurityChecks.tenantId, crew.tenantId),
        eq(crewSecurityChecks.crewId, crew.id),
        eq(crewSecurityChecks.formId, formId),
      ),
    );
  if (!link) throw notFound('Form not found', 'FORM_NOT_FOUND');
  const [answered] = await tx
    .select({ id: formResults.id })
    .from(formResults)
    .where(
      and(
        eq(formResults.tenantId, crew.tenantId),
        eq(formResults.formId, formId),
        sql`(${formResults.context} ->> 'crewId')::int = ${crew.id}`,
        sql`${formResults.context} ->> 'date' = ${context.date}`,
        sql`${formResults.context} ->> 'shift' = ${context.shift}`,
      ),
    )
    .limit(1);
  if (answered) {
    throw conflict(
      `This security check was already answered for ${context.date}, ${context.shift}`,
      'CREW_SECURITY_CHECK_ALREADY_ANSWERED',
    );
  }
  await tx.insert(crewShiftEvents).values({
    tenantId: crew.tenantId,
    crewId: crew.id,
    type: 'securityCheck.answer',
    actorPersonId: caller.principal.personId,
    idempotencyKey: idempotencyKey ?? null,
    payload: { formId, date: context.date, shift: context.shift },
    createdAt: now,
  });
}

/** Whether the person is the chief of a crew that runs this security check form (the form is then theirs to read). */
export function chiefsSecurityCheck(personId: number, tenantId: number) {
  return sql`exists (select 1 from ${crewSecurityChecks} inner join ${projectCrews} on ${projectCrews.id} = ${crewSecurityChecks.crewId}
    where ${crewSecurityChecks.formId} = ${forms.id} and ${crewSecurityChecks.tenantId} = ${tenantId}
      and ${projectCrews.crewChiefPersonId} = ${personId})`;
}

export async function securityCheckRoutes(
  api: ApiInstance,
  { database, lookups }: RouteContext,
): Promise<void> {
  const { db } = database;

  api.get(
    '/projectCrews/:id/securityChecks',
    {
      config: crewsRead,
      schema: {
        params: crewIdParams,
        response: { 200: crewSecurityCheckListSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { crew } = await findCrewFor(
        db,
        await crewCallerOf(request, lookups),
        request.params.id,
      );
      const items = await listCrewSecurityChecks(db, crew.tenantId, crew.id);
      return { items, total: items.length };
    },
  );

  api.get(
    '/qualityCheckTypes',
    {
      config: crewsRead,
      schema: {
        querystring: pageQuery,
        response: {
          200: qualityCheckTypeListSchema,
        },
      },
    },
    async (request) => {
      const { tenantId } = request.principal as Principal;
      const { limit, page } = request.query;
      const where = eq(qualityCheckTypes.tenantId, tenantId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: qualityCheckTypes.id, caption: qualityCheckTypes.name })
          .from(qualityCheckTypes)
          .where(where)
          .orderBy(asc(qualityCheckTypes.name), asc(qualityCheckTypes.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(qualityCheckTypes)
          .where(where),
      ]);
      return { items: rows, total: Number(counted?.total ?? 0) };
    },
  );
}
