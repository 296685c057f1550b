import { and, asc, eq, exists, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { FormAnswers } from '../../../machines/formAnswers';
import { personRoles } from '../../db/core.tables';
import type { Db, Tx } from '../../db/database';
import { chiefsSecurityCheck } from '../crews/crews.public';
import { formatTimestamp } from '../../lib/format';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { projectCrews } from '../../db/tables/projects.tables';
import type { Form, FormPhoto, FormResult, FormToFill } from './forms.schemas';
import { formAssignments, formPhotos, formQuestions } from './forms.tables';
import { formResults, forms } from '../../db/tables/forms.tables';
import type { FormResultContext } from '../../db/tables/forms.tables';

/** Who asks: OWN sees the forms assigned to them or opened to one of their roles; ALL every form of the tenant. */
export interface FormScope {
  tenantId: number;
  personId: number;
  all: boolean;
}

/** The form is assigned to the person, or opened to a role they have. */
function assignedTo(scope: FormScope) {
  return exists(
    sql`(select 1 from ${formAssignments} where ${formAssignments.formId} = ${forms.id} and ${formAssignments.tenantId} = ${scope.tenantId}
      and (${formAssignments.personId} = ${scope.personId}
        or ${formAssignments.roleId} in (select ${personRoles.roleId} from ${personRoles} where ${personRoles.personId} = ${scope.personId})))`,
  );
}

function readable(scope: FormScope) {
  if (scope.all) return eq(forms.tenantId, scope.tenantId);
  // A security check form is also its crew chief's to read and fill in (crews area, api/routes/crews/README.md, The security check).
  return and(
    eq(forms.tenantId, scope.tenantId),
    or(assignedTo(scope), chiefsSecurityCheck(scope.personId, scope.tenantId)),
  );
}

/** The form with its questions in order, if the caller may read it. */
export async function findForm(db: Db | Tx, scope: FormScope, id: number): Promise<Form | null> {
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), readable(scope)));
  if (!form) return null;
  const questions = await db
    .select()
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, id), eq(formQuestions.tenantId, scope.tenantId)))
    .orderBy(asc(formQuestions.position));
  return {
    id: form.id,
    title: form.title,
    description: form.description,
    purpose: form.purpose,
    questions: questions.map(
      ({ id: questionId, kind, label, help, required, maxLength, min, max, integer, options }) => ({
        id: questionId,
        kind,
        label,
        help,
        required,
        maxLength,
        min,
        max,
        integer,
        options,
      }),
    ),
  };
}

/** The caller's own 'general' forms (assigned, or opened to their role) they have not answered yet. */
export async function listFormsToFill(db: Db, scope: FormScope): Promise<FormToFill[]> {
  const own: FormScope = { ...scope, all: false };
  const rows = await db
    .select({ id: forms.id, title: forms.title, description: forms.description })
    .from(forms)
    .where(
      and(
        readable(own),
        eq(forms.purpose, 'general'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(formResults)
            .where(
              and(
                eq(formResults.formId, forms.id),
                eq(formResults.personId, scope.personId),
                eq(formResults.tenantId, scope.tenantId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(forms.title), asc(forms.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      formId: formQuestions.formId,
      questionCount: sql<number>`count(*)::int`,
      requiredCount: sql<number>`(count(*) filter (where ${formQuestions.required}))::int`,
    })
    .from(formQuestions)
    .where(
      and(
        eq(formQuestions.tenantId, scope.tenantId),
        inArray(
          formQuestions.formId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .groupBy(formQuestions.formId);
  const countsOf = new Map(counts.map((row) => [row.formId, row]));
  return rows.map((row) => ({
    ...row,
    questionCount: Number(countsOf.get(row.id)?.questionCount ?? 0),
    requiredCount: Number(countsOf.get(row.id)?.requiredCount ?? 0),
  }));
}

/** Whether the person already sent a result for the form (without a context: once per person). */
/** Whether the person answered the form already: at all, or with `context` about that same subject. */
export async function hasResult(
  tx: Tx,
  scope: FormScope,
  formId: number,
  context?: FormResultContext,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: formResults.id })
    .from(formResults)
    .where(
      and(
        eq(formResults.tenantId, scope.tenantId),
        eq(formResults.formId, formId),
        eq(formResults.personId, scope.personId),
        context === undefined
          ? undefined
          : sql`${formResults.context} = ${JSON.stringify(context)}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the person is on the crew of the tenant: the crew's chief or one of its members (a crew
 * item of theirs, not cancelled), the subject a form's answer may be about.
 */
export async function isOnCrew(tx: Tx, scope: FormScope, crewId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: projectCrews.id })
    .from(projectCrews)
    .where(
      and(
        eq(projectCrews.tenantId, scope.tenantId),
        eq(projectCrews.id, crewId),
        or(
          eq(projectCrews.crewChiefPersonId, scope.personId),
          exists(
            tx
              .select({ id: projectCrewItems.id })
              .from(projectCrewItems)
              .where(
                and(
                  eq(projectCrewItems.tenantId, scope.tenantId),
                  eq(projectCrewItems.crewId, projectCrews.id),
                  eq(projectCrewItems.personId, scope.personId),
                  isNull(projectCrewItems.cancelledAt),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The ids among `photoIds` that are the person's own unattached uploads for the form. */
export async function usablePhotoIds(
  tx: Tx,
  scope: FormScope,
  formId: number,
  photoIds: number[],
): Promise<Set<number>> {
  if (photoIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: formPhotos.id })
    .from(formPhotos)
    .where(
      and(
        eq(formPhotos.tenantId, scope.tenantId),
        eq(formPhotos.personId, scope.personId),
        eq(formPhotos.formId, formId),
        isNull(formPhotos.resultId),
        inArray(formPhotos.id, photoIds),
      ),
    )
    .for('update');
  return new Set(rows.map((row) => row.id));
}

export async function insertResult(
  tx: Tx,
  scope: FormScope,
  values: {
    formId: number;
    answers: FormAnswers;
    context: FormResultContext | null;
    photoIds: number[];
    now: Date;
  },
): Promise<FormResult> {
  const [row] = await tx
    .insert(formResults)
    .values({
      tenantId: scope.tenantId,
      formId: values.formId,
      personId: scope.personId,
      answers: values.answers,
      context: values.context,
      submittedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('form result insert returned nothing');
  if (values.photoIds.length > 0) {
    await tx
      .update(formPhotos)
      .set({ resultId: row.id })
      .where(and(eq(formPhotos.tenantId, scope.tenantId), inArray(formPhotos.id, values.photoIds)));
  }
  return {
    id: row.id,
    formId: row.formId,
    submittedAt: formatTimestamp(row.submittedAt),
    answerCount: Object.keys(values.answers).length,
  };
}

export async function insertPhoto(
  db: Db | Tx,
  scope: FormScope,
  values: {
    formId: number;
    storageKey: string;
    contentType: string;
    byteSize: number;
    /** The api clock's now. */
    uploadedAt: Date;
  },
): Promise<FormPhoto> {
  const [row] = await db
    .insert(formPhotos)
    .values({ tenantId: scope.tenantId, personId: scope.personId, ...values })
    .returning({
      id: formPhotos.id,
      contentType: formPhotos.contentType,
      byteSize: formPhotos.byteSize,
    });
  if (!row) throw new Error('form photo insert returned nothing');
  return row;
}

/** The person's own photo for the form (attached or not). */
export async function findOwnPhoto(db: Db, scope: FormScope, formId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(formPhotos)
    .where(
      and(
        eq(formPhotos.tenantId, scope.tenantId),
        eq(formPhotos.id, photoId),
        eq(formPhotos.formId, formId),
        scope.all ? undefined : eq(formPhotos.personId, scope.personId),
      ),
    );
  return row ?? null;
}
