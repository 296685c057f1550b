import { z } from 'zod';
import { reachablePerson } from '../../lib/person-path';
import { errorSchema, pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  findDocumentData,
  findPayrollDetail,
  listPayrollDocuments,
  listPayrolls,
  markPayrollSeen,
} from './payrolls.repository';
import {
  PAYROLL_STATUSES,
  payrollDetailSchema,
  payrollDocumentSchema,
  payrollSchema,
} from './payrolls.schemas';
import {
  payrollNotFound,
  numberParams,
  idParams,
  documentParams,
  scopeOf,
  sendDocument,
  payrollsRead,
} from './payrolls.access';

// The payrolls: the lists, one payroll, marking it seen and its documents.
export async function payrollRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/payrolls',
    {
      config: payrollsRead,
      schema: {
        querystring: pageQuery.extend({ status: z.enum(PAYROLL_STATUSES).optional() }),
        response: { 200: pageOf(payrollSchema) },
      },
    },
    async (request) => {
      const { limit, page, status } = request.query;
      const { items, total } = await listPayrolls(database.db, scopeOf(request), {
        limit,
        page,
        status,
      });
      return { items, total, page, limit };
    },
  );

  // SPEC.md §7 /persons/{id}/payrolls: one person's payrolls (the caller's own under OWN).
  api.get(
    '/persons/:id/payrolls',
    {
      config: payrollsRead,
      schema: {
        params: idParams,
        querystring: pageQuery.extend({ status: z.enum(PAYROLL_STATUSES).optional() }),
        response: { 200: pageOf(payrollSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const { limit, page, status } = request.query;
      const scope = scopeOf(request);
      const ofPerson = await reachablePerson(database.db, scope, request.params.id);
      const { items, total } = await listPayrolls(
        database.db,
        { ...scope, ofPerson },
        { limit, page, status },
      );
      return { items, total, page, limit };
    },
  );

  api.get(
    '/payrolls/:number',
    {
      config: payrollsRead,
      schema: { params: numberParams, response: { 200: payrollDetailSchema, 404: errorSchema } },
    },
    async (request) => {
      const payroll = await findPayrollDetail(database.db, scopeOf(request), request.params.number);
      if (!payroll) throw payrollNotFound();
      return payroll;
    },
  );

  // Opening a new payroll marks it seen; the home's "payrolls to confirm" lists the new ones.
  api.post(
    '/payrolls/:number/seen',
    {
      config: payrollsRead,
      schema: { params: numberParams, response: { 200: payrollSchema, 404: errorSchema } },
    },
    async (request) => {
      const payroll = await database.transaction((tx) =>
        markPayrollSeen(tx, scopeOf(request), request.params.number, clock.now()),
      );
      if (!payroll) throw payrollNotFound();
      return payroll;
    },
  );

  api.get(
    '/payrolls/:number/documents/:documentType',
    {
      config: payrollsRead,
      schema: { params: documentParams, response: { 400: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const { number, documentType } = request.params;
      return sendDocument(
        reply,
        await findDocumentData(database.db, scopeOf(request), number, documentType),
        documentType,
        payrollNotFound,
      );
    },
  );

  api.get(
    '/payrollDocuments',
    {
      config: payrollsRead,
      schema: { response: { 200: z.strictObject({ items: z.array(payrollDocumentSchema) }) } },
    },
    async (request) => ({ items: await listPayrollDocuments(database.db, scopeOf(request)) }),
  );
}
