import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { permissionFor } from '../../auth/rights';
import { defineApiArea } from '../../lib/area';
import { notFound } from '../../lib/errors';
import { reachablePerson } from '../../lib/person-path';
import { errorSchema, idParam } from '../../lib/schemas';
import { listDocuments } from '../documents/documents.public';
import type { ApiInstance, RouteContext } from '../../types';
import {
  findDocumentForPdf,
  findStaffContract,
  listContractDocuments,
  listStaffContracts,
} from './contracts.repository';
import type { ContractScope } from './contracts.repository';
import { documentFileName, renderContractDocument } from './contracts.pdf';
import {
  staffContractDetailSchema,
  staffContractDocumentsSchema,
  staffContractSchema,
} from './contracts.schemas';

// Staff contracts (SPEC.md §7: /staffContracts/{id} and its /documents). Right staffContracts READ;
// OWN sees the caller's own contracts only (another's is 404), ALL the tenant's. The accounts are
// computed on every read (contracts.accounts.ts, api/routes/contracts/README.md, Contract accounts).

const contractNotFound = () => notFound('Staff contract not found', 'STAFF_CONTRACT_NOT_FOUND');
const documentNotFound = () =>
  notFound('Staff contract document not found', 'STAFF_CONTRACT_DOCUMENT_NOT_FOUND');

const read = { right: { resource: 'staffContracts', action: 'READ' } } as const;
const contractParams = z.strictObject({ id: idParam });
const documentParams = z.strictObject({ id: idParam, documentId: idParam });

function scopeOf(request: FastifyRequest): ContractScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    ownOnly: request.permission !== 'ALL',
  };
}

export async function contractsRoutes(
  api: ApiInstance,
  { database, lookups, clock }: RouteContext,
): Promise<void> {
  // The documents to sign of a contract (the documents area's rows): those the caller may read
  // by their own documents right, none without it (api/routes/contracts/README.md, A contract's documents to sign).
  async function signingDocumentsOf(request: FastifyRequest, contractId: number) {
    const principal = request.principal as Principal;
    const permission = permissionFor(await lookups.userRights(principal), {
      resource: 'documents',
      action: 'READ',
    });
    if (!permission) return [];
    const scope = {
      tenantId: principal.tenantId,
      personId: principal.personId,
      readAll: permission === 'ALL',
    };
    return (
      await listDocuments(
        database.db,
        scope,
        { staffContractId: contractId },
        { limit: 1000, page: 1 },
      )
    ).items;
  }

  api.get(
    '/staffContracts',
    {
      config: read,
      schema: {
        querystring: z.strictObject({}),
        response: { 200: z.strictObject({ items: z.array(staffContractSchema) }) },
      },
    },
    async (request) => ({
      items: await listStaffContracts(database.db, scopeOf(request), clock.now()),
    }),
  );

  // SPEC.md §7 /persons/{id}/staffContracts: one person's contracts (the caller's own under OWN).
  api.get(
    '/persons/:id/staffContracts',
    {
      config: read,
      schema: {
        params: z.strictObject({ id: idParam }),
        querystring: z.strictObject({}),
        response: {
          200: z.strictObject({ items: z.array(staffContractSchema) }),
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const ofPerson = await reachablePerson(database.db, scope, request.params.id);
      return { items: await listStaffContracts(database.db, { ...scope, ofPerson }, clock.now()) };
    },
  );

  api.get(
    '/staffContracts/:id',
    {
      config: read,
      schema: {
        params: contractParams,
        response: { 200: staffContractDetailSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const contract = await findStaffContract(
        database.db,
        scopeOf(request),
        request.params.id,
        clock.now(),
      );
      if (!contract) throw contractNotFound();
      return contract;
    },
  );

  api.get(
    '/staffContracts/:id/documents',
    {
      config: read,
      schema: {
        params: contractParams,
        response: {
          200: staffContractDocumentsSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const items = await listContractDocuments(database.db, scopeOf(request), request.params.id);
      if (!items) throw contractNotFound();
      return { items, signingDocuments: await signingDocumentsOf(request, request.params.id) };
    },
  );

  // The document as a PDF, made from the contract's rows on request (contracts.pdf.ts).
  api.get(
    '/staffContracts/:id/documents/:documentId/download',
    { config: read, schema: { params: documentParams, response: { 404: errorSchema } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const data = await findDocumentForPdf(
        database.db,
        scope,
        request.params.id,
        request.params.documentId,
      );
      if (!data) {
        const documents = await listContractDocuments(database.db, scope, request.params.id);
        throw documents ? documentNotFound() : contractNotFound();
      }
      const pdf = await renderContractDocument(data);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${documentFileName(data)}"`)
          .header('content-length', pdf.length)
          // Bytes, not a body of the declared JSON shapes: Fastify sends a Buffer as it is.
          .send(pdf as never)
      );
    },
  );
}

export default defineApiArea({ name: 'contracts', routes: contractsRoutes });
