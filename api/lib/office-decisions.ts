import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DECISION_REASON_MAX,
  OFFICE_DECISION_OUTCOMES,
  reasonRequired,
} from '../../machines/officeDecisions';
import type { OfficeDecisionSubject, OfficeDecisionVerb } from '../../machines/officeDecisions';
import type { Db } from '../db/database';
import { officeDecisions } from '../db/core.tables';
import { ApiError } from './errors';
import { formatTimestamp } from './format';
import { text } from './schemas';

// The office's decisions on what people hand in, as every deciding route writes them: the body it
// takes (the reason the person reads) and the audit row, in the decision's own transaction.

/**
 * The body of POST …/{approve|decline|reject}: the reason, required where the rule says so
 * (machines/officeDecisions.ts), so a refusal is a 400 naming `reason` before anything is written.
 * The body may be left out (the calls written before reasons existed); {@link reasonOf} then asks
 * the rule again.
 */
export function decisionBody(subject: OfficeDecisionSubject, verb: OfficeDecisionVerb) {
  const reason = text().trim().max(DECISION_REASON_MAX);
  return z
    .strictObject({
      reason: reasonRequired(subject, verb)
        ? reason.min(1, 'a rejection says why')
        : reason.nullable().optional(),
    })
    .nullish();
}

/**
 * The reason a decision body carries (null when none was typed); a decision that needs one and
 * came without a body is the same 400 naming `reason` that an empty one gets.
 */
export function reasonOf(
  subject: OfficeDecisionSubject,
  verb: OfficeDecisionVerb,
  body: { reason?: string | null } | null | undefined,
): string | null {
  const reason = body?.reason ? body.reason : null;
  if (reason === null && reasonRequired(subject, verb)) {
    throw new ApiError(400, 'BAD_USER_INPUT', 'Invalid input', {
      details: [{ path: 'body.reason', message: 'a rejection says why' }],
    });
  }
  return reason;
}

export interface OfficeDecisionRecord {
  tenantId: number;
  subject: OfficeDecisionSubject;
  subjectId: number;
  /** Whose it was. */
  personId: number;
  fromStatus: string;
  verb: OfficeDecisionVerb;
  reason: string | null;
  /** The office's person; null for a token without one. */
  decidedBy: number | null;
  decidedAt: Date;
}

/** The audit row of one decision; call it with the transaction that writes the decision. */
export async function recordOfficeDecision(tx: Db, record: OfficeDecisionRecord): Promise<void> {
  const { verb, ...rest } = record;
  await tx.insert(officeDecisions).values({ ...rest, outcome: OFFICE_DECISION_OUTCOMES[verb] });
}

/** The decisions on one thing, oldest first (tests and support read the trail). */
export async function officeDecisionsOf(
  tx: Db,
  tenantId: number,
  subject: OfficeDecisionSubject,
  subjectId: number,
) {
  const rows = await tx
    .select()
    .from(officeDecisions)
    .where(
      and(
        eq(officeDecisions.tenantId, tenantId),
        eq(officeDecisions.subject, subject),
        eq(officeDecisions.subjectId, subjectId),
      ),
    )
    .orderBy(asc(officeDecisions.id));
  return rows.map((row) => ({ ...row, decidedAt: formatTimestamp(row.decidedAt) }));
}
