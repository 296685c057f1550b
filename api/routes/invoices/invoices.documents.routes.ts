import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { tenants } from '../../db/core.tables';
import { notFound } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { renderInvoicePdf } from './invoices.pdf';
import { recipientLocale } from '../../i18n/recipient';
import { invoiceFileName } from './invoices.repository';
import { invoiceDocumentSchema } from './invoices.schemas';
import {
  numberParams,
  documentParams,
  readScope,
  sendPdf,
  detailOrThrow,
  invoicesRead,
} from './invoices.access';

// An invoice's documents and the PDF of each.
export async function invoiceDocumentsRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/invoices/:number/documents',
    {
      config: invoicesRead,
      schema: {
        params: numberParams,
        response: {
          200: z.strictObject({ items: z.array(invoiceDocumentSchema) }),
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => ({
      items: (
        await detailOrThrow(
          database.db,
          await readScope(database.db, request, clock.now()),
          request.params.number,
        )
      ).documents,
    }),
  );

  api.get(
    '/invoices/:number/documents/:documentType',
    {
      config: invoicesRead,
      schema: {
        params: documentParams,
        response: { 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const principal = request.principal as Principal;
      const invoice = await detailOrThrow(
        database.db,
        await readScope(database.db, request, clock.now()),
        request.params.number,
      );
      if (invoice.documents.length === 0)
        throw notFound('A draft invoice has no document yet', 'INVOICE_DOCUMENT_NOT_FOUND');
      const [tenant] = await database.db
        .select({ name: tenants.name })
        .from(tenants)
        .where(eq(tenants.id, principal.tenantId));
      // The reader's language (a client's contact or the office), by the app's rule.
      const pdf = await renderInvoicePdf({
        tenantName: tenant?.name ?? '',
        locale: await recipientLocale(database.db, principal.tenantId, {
          personId: principal.personId,
        }),
        invoice,
      });
      return sendPdf(reply, pdf, invoiceFileName(invoice.number));
    },
  );
}
