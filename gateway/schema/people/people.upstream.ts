import type { z } from 'zod';
import { itemsOf, okSchema, pageOf } from '../../../api/lib/response.schemas';
import {
  contactCompanySchema,
  functionUsageSchema,
  personAccountSchema,
  personRowSchema,
  rolePresetSchema,
} from '../../../api/routes/people/people.schemas';
import { upstreamOperation } from '../../upstream/api-client';

// The people area's /api/v1 endpoints (api/routes/people), parsed with the api's own schemas.

export {
  contactCompanySchema,
  functionUsageSchema,
  personAccountSchema,
  personRowSchema,
  rolePresetSchema,
};

export type UpstreamPersonListRow = z.output<typeof personRowSchema>;
export type UpstreamPersonAccount = z.output<typeof personAccountSchema>;
export type UpstreamRolePreset = z.output<typeof rolePresetSchema>;
export type UpstreamFunctionUsage = z.output<typeof functionUsageSchema>;

export const listPersons = upstreamOperation('GET', '/persons', pageOf(personRowSchema));
export const getPersonAccount = upstreamOperation(
  'GET',
  '/persons/{id}/account',
  personAccountSchema,
);
export const listRolePresets = upstreamOperation('GET', '/rolePresets', itemsOf(rolePresetSchema));
export const listFunctionUsage = upstreamOperation(
  'GET',
  '/functionUsage',
  itemsOf(functionUsageSchema),
);
export const createPerson = upstreamOperation('POST', '/persons', personAccountSchema);
export const changePerson = upstreamOperation('PATCH', '/persons/{id}', personAccountSchema);
export const invitePerson = upstreamOperation(
  'POST',
  '/persons/{id}/invitation',
  personAccountSchema,
);
export const deactivatePerson = upstreamOperation(
  'POST',
  '/persons/{id}/deactivation',
  personAccountSchema,
);
export const reactivatePerson = upstreamOperation(
  'POST',
  '/persons/{id}/reactivation',
  personAccountSchema,
);
export const createFunction = upstreamOperation('POST', '/functions', functionUsageSchema);
export const renameFunction = upstreamOperation('PATCH', '/functions/{id}', functionUsageSchema);
export const deleteFunction = upstreamOperation('DELETE', '/functions/{id}', okSchema);
export const listContactCompanies = upstreamOperation(
  'GET',
  '/contactCompanies',
  itemsOf(contactCompanySchema),
);
