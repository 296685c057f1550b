import type { z } from 'zod';
import { itemsOf, okSchema } from '../../../api/lib/response.schemas';
import {
  adminBranchSchema,
  adminCompanyDetailSchema,
  adminCompanySchema,
  adminLocationSchema,
} from '../../../api/routes/clients/clients.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The clients area's endpoints (api/routes/clients/contract.md), parsed with the api's own schemas.

export { adminBranchSchema, adminCompanyDetailSchema, adminCompanySchema, adminLocationSchema };

export type UpstreamAdminCompany = z.output<typeof adminCompanySchema>;
export type UpstreamAdminCompanyDetail = z.output<typeof adminCompanyDetailSchema>;
export type UpstreamAdminBranch = z.output<typeof adminBranchSchema>;
export type UpstreamAdminLocation = z.output<typeof adminLocationSchema>;

export const listCompanies = upstreamOperation(
  'GET',
  '/administration/companies',
  itemsOf(adminCompanySchema),
);
export const getCompany = upstreamOperation(
  'GET',
  '/administration/companies/{id}',
  adminCompanyDetailSchema,
);
export const createCompany = upstreamOperation('POST', '/companies', adminCompanyDetailSchema);
export const patchCompany = upstreamOperation('PATCH', '/companies/{id}', adminCompanyDetailSchema);
export const deleteCompany = upstreamOperation('DELETE', '/companies/{id}', okSchema);

export const listBranches = upstreamOperation(
  'GET',
  '/administration/branches',
  itemsOf(adminBranchSchema),
);
export const createBranch = upstreamOperation('POST', '/branches', adminBranchSchema);
export const patchBranch = upstreamOperation('PATCH', '/branches/{id}', adminBranchSchema);
export const deleteBranch = upstreamOperation('DELETE', '/branches/{id}', okSchema);

export const listLocations = upstreamOperation(
  'GET',
  '/administration/locations',
  itemsOf(adminLocationSchema),
);
export const getLocation = upstreamOperation(
  'GET',
  '/administration/locations/{id}',
  adminLocationSchema,
);
export const createLocation = upstreamOperation('POST', '/locations', adminLocationSchema);
export const patchLocation = upstreamOperation('PATCH', '/locations/{id}', adminLocationSchema);
export const deleteLocation = upstreamOperation('DELETE', '/locations/{id}', okSchema);

/** null when the tenant has no company of that id (404). */
export const fetchCompany = (api: ApiClient, id: string) =>
  orNull(api.call(getCompany, { params: { id } }));
/** null when the tenant has no location of that id (404). */
export const fetchLocation = (api: ApiClient, id: string) =>
  orNull(api.call(getLocation, { params: { id } }));
