import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { tenantRef } from '../../db/core.tables';
import { staffContracts } from '../../db/tables/staff-contracts.tables';

// The contracts area's own table: a staff contract's documents (rendered on request).

export type StaffContractDocumentType = 'contract' | 'amendment' | 'termsSummary';

export const staffContractDocuments = pgTable(
  'staff_contract_documents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => staffContracts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    documentType: text('document_type').$type<StaffContractDocumentType>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('staff_contract_documents_contract').on(t.tenantId, t.contractId)],
);
