import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { notFound } from '../../lib/errors';
import { errorSchema, idParam, pageOf, pageQuery } from '../../lib/schemas';
import { PROJECT_LIST_BEGIN_DATE_FROM } from '../../../machines/projects.types';
import type { ApiInstance, RouteContext } from '../../types';
import {
  companySettings,
  findCompany,
  findContact,
  findRateCard,
  listBranches,
  listCateringAgreementTypes,
  listCompanies,
  listContacts,
  listFunctions,
  listLocations,
  listRateCards,
  listStatuses,
} from './lists.repository';
import type { ListCaller } from './lists.repository';
import {
  companySchema,
  companySettingsSchema,
  contactSchema,
  locationListItemSchema,
  rateCardListItemSchema,
  rateCardSchema,
  statusSchema,
} from './lists.schemas';
import { listProjects } from './projects.repository';
import { optionSchema, projectListItemSchema } from './projects.schemas';

// The lists the project screens need (SPEC.md §7 "Lists": limit 1000, page 1 by
// default; api/routes/projects/README.md, The lists the project screens need). Rights (SPEC.md §6): projects READ for companies, contacts, branches,
// functions, catering types, statuses and locations; rateCards READ for rate cards. ALL is the
// tenant's; OWN is the caller's own company (a client contact) and its contacts. Another tenant's
// or, under OWN, another company's id is 404, never 403.

const projectsRead = { right: { resource: 'projects', action: 'READ' } } as const;
const rateCardsRead = { right: { resource: 'rateCards', action: 'READ' } } as const;

const idParams = z.strictObject({ id: idParam });
const withCompany = pageQuery.extend({ companyId: idParam.optional() });

const companyNotFound = () => notFound('Company not found', 'COMPANY_NOT_FOUND');
const contactNotFound = () => notFound('Contact not found', 'CONTACT_NOT_FOUND');
const rateCardNotFound = () => notFound('Rate card not found', 'RATE_CARD_NOT_FOUND');

function callerOf(request: FastifyRequest): ListCaller {
  return { principal: request.principal as Principal, permission: request.permission ?? 'OWN' };
}

/** A list's page: the query's paging echoed with the rows and their total. */
async function pageAnswer<T>(
  paging: { limit: number; page: number },
  rows: Promise<{ items: T[]; total: number }> | { items: T[]; total: number },
) {
  const { items, total } = await rows;
  return { items, total, page: paging.page, limit: paging.limit };
}

function listSchema<T extends z.ZodType>(
  item: T,
): {
  querystring: typeof pageQuery;
  response: { 200: ReturnType<typeof pageOf<T>>; 400: typeof errorSchema };
};
function listSchema<T extends z.ZodType, Q extends z.ZodType>(
  item: T,
  querystring: Q,
): { querystring: Q; response: { 200: ReturnType<typeof pageOf<T>>; 400: typeof errorSchema } };
function listSchema(item: z.ZodType, querystring: z.ZodType = pageQuery) {
  return { querystring, response: { 200: pageOf(item), 400: errorSchema } };
}

export async function listsRoutes(api: ApiInstance, { database }: RouteContext): Promise<void> {
  const { db } = database;

  // Also the projects list's company filter: a client has only its own company.
  api.get(
    '/companies',
    { config: projectsRead, schema: listSchema(optionSchema) },
    async (request) =>
      pageAnswer(request.query, listCompanies(db, callerOf(request), request.query)),
  );

  api.get(
    '/companies/:id',
    {
      config: projectsRead,
      schema: {
        params: idParams,
        response: { 200: companySchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const company = await findCompany(db, callerOf(request), request.params.id);
      if (!company) throw companyNotFound();
      return company;
    },
  );

  // The company's projects: the projects list's rules (from 2018, no internal projects), latest first.
  api.get(
    '/companies/:id/projects',
    {
      config: projectsRead,
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageOf(projectListItemSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const company = await findCompany(db, caller, request.params.id);
      if (!company) throw companyNotFound();
      return pageAnswer(request.query, companyProjects(caller, company.id, request.query));
    },
  );

  // The cards that may price the company's projects: its own and (with ALL) the tenant's standard cards.
  api.get(
    '/companies/:id/rateCards',
    {
      config: rateCardsRead,
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageOf(rateCardListItemSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const company = await findCompany(db, caller, request.params.id);
      if (!company) throw companyNotFound();
      return pageAnswer(
        request.query,
        listRateCards(db, caller, { ...request.query, forCompany: company.id }),
      );
    },
  );

  api.get(
    '/companies/:id/settings',
    {
      config: projectsRead,
      schema: {
        params: idParams,
        response: { 200: companySettingsSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const company = await findCompany(db, caller, request.params.id);
      if (!company) throw companyNotFound();
      return companySettings(db, caller.principal.tenantId, company.id);
    },
  );

  // /companies/{id}/documents is the documents area's (api/routes/documents).

  api.get(
    '/branches',
    { config: projectsRead, schema: listSchema(optionSchema) },
    async (request) =>
      pageAnswer(
        request.query,
        listBranches(db, callerOf(request).principal.tenantId, request.query),
      ),
  );

  api.get(
    '/contacts',
    { config: projectsRead, schema: listSchema(contactSchema, withCompany) },
    async (request) => {
      return pageAnswer(request.query, listContacts(db, callerOf(request), request.query));
    },
  );

  api.get(
    '/contacts/:id',
    {
      config: projectsRead,
      schema: {
        params: idParams,
        response: { 200: contactSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const contact = await findContact(db, callerOf(request), request.params.id);
      if (!contact) throw contactNotFound();
      return contact;
    },
  );

  // A contact's projects are their company's (what the contact sees as a client; api/routes/projects/README.md, The lists the project screens need).
  api.get(
    '/contacts/:id/projects',
    {
      config: projectsRead,
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageOf(projectListItemSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const contact = await findContact(db, caller, request.params.id);
      if (!contact) throw contactNotFound();
      return pageAnswer(request.query, companyProjects(caller, contact.company.id, request.query));
    },
  );

  api.get(
    '/functions',
    { config: projectsRead, schema: listSchema(optionSchema) },
    async (request) =>
      pageAnswer(
        request.query,
        listFunctions(db, callerOf(request).principal.tenantId, request.query),
      ),
  );

  api.get(
    '/cateringAgreementTypes',
    { config: projectsRead, schema: listSchema(optionSchema) },
    async (request) =>
      pageAnswer(
        request.query,
        listCateringAgreementTypes(db, callerOf(request).principal.tenantId, request.query),
      ),
  );

  // The statuses' ids only: the captions are the app's, in the user's language.
  api.get(
    '/statuses',
    { config: projectsRead, schema: listSchema(statusSchema) },
    async (request) => pageAnswer(request.query, listStatuses(request.query)),
  );

  // The tenant's own companies (api/routes/projects/README.md, Tenant companies): the staffing company itself, one per tenant.
  api.get(
    '/tenant/companies',
    { config: { authenticated: true }, schema: listSchema(companySchema) },
    async (request) => {
      const all = [{ id: request.tenant.id, caption: request.tenant.name }];
      const start = (request.query.page - 1) * request.query.limit;
      return pageAnswer(request.query, {
        items: all.slice(start, start + request.query.limit),
        total: all.length,
      });
    },
  );

  api.get(
    '/locations',
    { config: projectsRead, schema: listSchema(locationListItemSchema) },
    async (request) =>
      pageAnswer(request.query, listLocations(db, callerOf(request), request.query)),
  );

  api.get(
    '/rateCards',
    { config: rateCardsRead, schema: listSchema(rateCardListItemSchema, withCompany) },
    async (request) => {
      return pageAnswer(request.query, listRateCards(db, callerOf(request), request.query));
    },
  );

  api.get(
    '/rateCards/:id',
    {
      config: rateCardsRead,
      schema: {
        params: idParams,
        response: { 200: rateCardSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const card = await findRateCard(db, callerOf(request), request.params.id);
      if (!card) throw rateCardNotFound();
      return card;
    },
  );

  function companyProjects(
    caller: ListCaller,
    companyId: number,
    paging: { limit: number; page: number },
  ) {
    return listProjects(db, caller.principal, caller.permission, {
      companyId,
      beginDateFrom: PROJECT_LIST_BEGIN_DATE_FROM,
      mine: false,
      sort: 'beginDateDesc',
      ...paging,
    });
  }
}
