import type { AuditSubject } from '../../../machines/audit.types';
import type { ErrorReason } from '../../../machines/error-reasons';
import type { Db } from '../../db/database';
import { changesBetween, recordAuditEvent } from '../../lib/audit';
import { ApiError } from '../../lib/errors';
import { emailTakenRefusal } from './people.access';
import {
  PERSON_AUDIT_FIELDS,
  companyInTenant,
  emailTaken,
  findPerson,
  insertPerson,
  personSnapshot,
  rolePresetIds,
  setFunctions,
  setRightAdjustments,
  setRoles,
  unknownFunctions,
  updatePerson,
} from './people.repository';
import type { PersonValues } from './people.repository';
import type { PersonPatchInput } from './people.schemas';

// The one write of a person, for POST/PATCH /persons and /contacts: every reference checked before
// anything is written (a refusal leaves nothing), then the row, its functions, presets and
// adjustments, and the audit row with what changed, all in the caller's transaction.

/** A 400 naming the body field it is about, with the reason the screen translates. */
const refusedField = (field: string, message: string, reason: ErrorReason) =>
  new ApiError(400, 'BAD_USER_INPUT', `${field}: ${message}`, {
    reason,
    details: [{ path: `body.${field}`, message }],
  });

const VALUE_FIELDS = [
  'name',
  'email',
  'phone',
  'contactNumber',
  'street',
  'postalCode',
  'city',
  'country',
  'birthday',
  'language',
  'timeZone',
  'companyId',
] as const satisfies ReadonlyArray<keyof PersonValues>;

export interface PersonWrite {
  tenantId: number;
  actorPersonId: number | null;
  subject: Extract<AuditSubject, 'person' | 'contact'>;
  now: Date;
}

/** Creates (existingId undefined) or changes a person; answers the id, or throws the refusal. */
export async function writePerson(
  tx: Db,
  write: PersonWrite,
  input: PersonPatchInput,
  existingId?: number,
): Promise<{ id: number; rightsChanged: boolean }> {
  const { tenantId } = write;
  const existing =
    existingId === undefined ? undefined : await findPerson(tx, tenantId, existingId);
  const before = existing ? await personSnapshot(tx, tenantId, existing) : null;

  if (input.email !== undefined && (await emailTaken(tx, tenantId, input.email, existing?.id)))
    throw emailTakenRefusal();
  if (
    input.companyId !== undefined &&
    input.companyId !== null &&
    !(await companyInTenant(tx, tenantId, input.companyId))
  )
    throw refusedField('companyId', 'is not a company of the tenant', 'COMPANY_NOT_FOUND');
  const functionIds =
    input.functionIds === undefined
      ? undefined
      : [...new Set(input.functionIds)].sort((a, b) => a - b);
  if (functionIds && (await unknownFunctions(tx, tenantId, functionIds)).length > 0)
    throw refusedField(
      'functionIds',
      'names a function the tenant does not have',
      'FUNCTION_NOT_FOUND',
    );
  let roleIds: number[] | undefined;
  if (input.rolePresets !== undefined) {
    const presets = await rolePresetIds(tx, tenantId);
    const unknown = input.rolePresets.filter((name) => !presets.has(name));
    if (unknown.length > 0)
      throw refusedField(
        'rolePresets',
        `no role preset ${unknown.join(', ')}`,
        'ROLE_PRESET_NOT_FOUND',
      );
    roleIds = [...new Set(input.rolePresets.map((name) => presets.get(name) ?? 0))];
  }
  const adjustments =
    input.rightAdjustments === undefined
      ? undefined
      : [
          ...new Map(
            input.rightAdjustments.map((a) => [`${a.resource}.${a.action}`, a] as const),
          ).values(),
        ].sort((a, b) => `${a.resource}.${a.action}`.localeCompare(`${b.resource}.${b.action}`));

  const values: Partial<PersonValues> = {};
  for (const field of VALUE_FIELDS) {
    const value = input[field];
    if (value !== undefined) (values as Record<string, unknown>)[field] = value;
  }
  let id: number;
  if (existing) {
    id = existing.id;
    await updatePerson(tx, tenantId, id, values);
  } else {
    id = await insertPerson(tx, tenantId, {
      name: input.name ?? '',
      email: input.email ?? '',
      phone: null,
      contactNumber: null,
      street: null,
      postalCode: null,
      city: null,
      country: null,
      birthday: null,
      language: 'en',
      timeZone: 'Europe/Amsterdam',
      companyId: null,
      ...values,
    });
  }
  if (functionIds) await setFunctions(tx, tenantId, id, functionIds);
  if (roleIds) await setRoles(tx, tenantId, id, roleIds);
  if (adjustments) await setRightAdjustments(tx, tenantId, id, adjustments);

  const person = await findPerson(tx, tenantId, id);
  if (!person) throw new Error('the person just written is not there');
  const after = await personSnapshot(tx, tenantId, person);
  const changes = changesBetween(before && { ...before }, { ...after }, PERSON_AUDIT_FIELDS);
  if (!existing || Object.keys(changes).length > 0)
    await recordAuditEvent(tx, {
      tenantId,
      actorPersonId: write.actorPersonId,
      action: existing ? 'changed' : 'created',
      subject: write.subject,
      subjectId: id,
      subjectCaption: person.name,
      changes,
      at: write.now,
    });
  const rightsChanged =
    'rolePresets' in changes || 'rightAdjustments' in changes || 'companyId' in changes;
  return { id, rightsChanged };
}
