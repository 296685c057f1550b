import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, asc, eq } from 'drizzle-orm';
import { persons } from '../../db/core.tables';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { staffContracts } from '../../db/tables/staff-contracts.tables';
import { projects } from '../../db/tables/projects.tables';
import type { DemoSourceKey } from './documents.pdf';
import type { DocumentTypeParameters } from './documents.schemas';
import {
  documentSignatories,
  documentSignatures,
  documents,
  documentTypes,
} from './documents.tables';

// The documents area's factories and its part of the demo: the seed has only the database, so
// the source PDFs are demo keys (documents.pdf.ts) rendered once per process and stored on first
// read, and a seeded signed document's signed PDF is stamped on its first download.

type DocumentInsert = typeof documents.$inferInsert;

export async function createDocumentType(
  db: Db,
  tenantId: number,
  caption: string,
  parameters: DocumentTypeParameters,
): Promise<number> {
  const [row] = await db
    .insert(documentTypes)
    .values({ tenantId, caption, parameters })
    .returning({ id: documentTypes.id });
  if (!row) throw new Error('document type insert returned nothing');
  return row.id;
}

export interface SeedSignatory {
  personId: number;
  /** When each of the signatory's signatures was signed; null: not yet. One entry per signature. */
  signedAt: (Date | null)[];
  rating?: number | null;
  formValues?: Record<string, string>;
}

/** A document with its signatories in the given order (position 1, 2, …). */
export async function createDocument(
  db: Db,
  tenantId: number,
  values: Omit<DocumentInsert, 'tenantId' | 'sourceFileKey'> & {
    sourceFileKey: DemoSourceKey | (string & {});
  },
  signatories: SeedSignatory[],
): Promise<number> {
  const [document] = await db
    .insert(documents)
    .values({ ...values, tenantId })
    .returning({ id: documents.id, version: documents.version });
  if (!document) throw new Error('document insert returned nothing');
  for (const [index, signatory] of signatories.entries()) {
    const [row] = await db
      .insert(documentSignatories)
      .values({
        tenantId,
        documentId: document.id,
        personId: signatory.personId,
        position: index + 1,
      })
      .returning({ id: documentSignatories.id });
    if (!row) throw new Error('signatory insert returned nothing');
    await db.insert(documentSignatures).values(
      signatory.signedAt.map((signedAt) => ({
        tenantId,
        signatoryId: row.id,
        signedAt,
        // A seeded signature's image is drawn on first use (demoSignaturePng), so no key.
        imageKey: null,
        rating: signedAt ? (signatory.rating ?? null) : null,
        formValues: signedAt ? (signatory.formValues ?? {}) : null,
        documentVersion: signedAt ? document.version : null,
      })),
    );
  }
  if (
    signatories.length > 0 &&
    signatories.every((signatory) => signatory.signedAt.every((at) => at !== null))
  ) {
    // Fully signed: the signed PDF's key, stamped on its first download (documents.signing.ts).
    await db
      .update(documents)
      .set({
        signedFileKey: `tenant-${tenantId}/documents/${document.id}/signed-v${document.version}.pdf`,
      })
      .where(eq(documents.id, document.id));
  }
  return document.id;
}

async function personByEmail(db: Db, tenantId: number, email: string): Promise<number> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.email, email)))
    .limit(1);
  if (!row) throw new Error(`demo person ${email} missing`);
  return row.id;
}

/**
 * crew@ (Alex Janssen): an employment contract signed one by one, office@ (Lena Hoffmann) first
 * and crew@ second, so crew@ waits until office@ signs; a safety instruction in any order with
 * a rating and a remark; a fully signed confidentiality agreement; a declined one. chief@ a
 * safety instruction of his own; client@ a services agreement of their company he signs before
 * the office.
 */
export async function seedDemoDocuments(core: DemoCore): Promise<void> {
  const { tx, tenantId, now, persons: people, companies } = core;
  const office = await personByEmail(tx, tenantId, 'office@demo.test');
  const client = await personByEmail(tx, tenantId, 'client@demo.test');
  const daysAgo = (days: number, hour = 9) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour));
  const [crewContract] = await tx
    .select({ id: staffContracts.id })
    .from(staffContracts)
    .where(and(eq(staffContracts.tenantId, tenantId), eq(staffContracts.personId, people.crew)))
    .orderBy(asc(staffContracts.id))
    .limit(1);
  const [clientProject] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.companyId, companies.eventful)))
    .orderBy(asc(projects.number))
    .limit(1);

  const contractType = await createDocumentType(tx, tenantId, 'Employment contract', {
    allowSignatories: true,
    signatoriesOrder: 'oneByOne',
    ratingAsked: false,
    formFields: [
      { name: 'startDate', label: 'First working day', kind: 'date', required: true },
      { name: 'readTerms', label: 'I have read the terms', kind: 'checkbox', required: true },
    ],
  });
  const instructionType = await createDocumentType(tx, tenantId, 'Instruction', {
    allowSignatories: true,
    signatoriesOrder: 'anyOrder',
    ratingAsked: true,
    formFields: [{ name: 'remarks', label: 'Remarks', kind: 'text', required: false }],
  });
  const agreementType = await createDocumentType(tx, tenantId, 'Agreement', {
    allowSignatories: true,
    signatoriesOrder: 'oneByOne',
    ratingAsked: false,
    formFields: [],
  });

  await createDocument(
    tx,
    tenantId,
    {
      typeId: contractType,
      title: 'Employment contract 2026',
      sourceFileKey: 'demo/documents/employment-contract.pdf',
      staffContractId: crewContract?.id ?? null,
      ownerPersonId: people.crew,
      createdAt: daysAgo(3),
      updatedAt: daysAgo(3),
    },
    [
      { personId: office, signedAt: [null] },
      { personId: people.crew, signedAt: [null] },
    ],
  );
  await createDocument(
    tx,
    tenantId,
    {
      typeId: instructionType,
      title: 'Safety instruction',
      sourceFileKey: 'demo/documents/safety-instruction.pdf',
      ownerPersonId: people.crew,
      createdAt: daysAgo(2),
      updatedAt: daysAgo(2),
    },
    [
      { personId: people.crew, signedAt: [null] },
      { personId: people.chief, signedAt: [null] },
    ],
  );
  await createDocument(
    tx,
    tenantId,
    {
      typeId: agreementType,
      title: 'Confidentiality agreement',
      sourceFileKey: 'demo/documents/confidentiality.pdf',
      ownerPersonId: people.crew,
      createdAt: daysAgo(40),
      updatedAt: daysAgo(37),
    },
    [
      { personId: office, signedAt: [daysAgo(39, 10)] },
      { personId: people.crew, signedAt: [daysAgo(37, 18)] },
    ],
  );
  await createDocument(
    tx,
    tenantId,
    {
      typeId: agreementType,
      title: 'Weekend standby agreement',
      sourceFileKey: 'demo/documents/confidentiality.pdf',
      ownerPersonId: people.crew,
      declined: true,
      createdAt: daysAgo(20),
      updatedAt: daysAgo(18),
    },
    [
      { personId: people.crew, signedAt: [null] },
      { personId: office, signedAt: [null] },
    ],
  );
  await createDocument(
    tx,
    tenantId,
    {
      typeId: instructionType,
      title: 'Safety instruction',
      sourceFileKey: 'demo/documents/safety-instruction.pdf',
      ownerPersonId: people.chief,
      createdAt: daysAgo(1),
      updatedAt: daysAgo(1),
    },
    [{ personId: people.chief, signedAt: [null] }],
  );
  await createDocument(
    tx,
    tenantId,
    {
      typeId: agreementType,
      title: 'Crew services agreement',
      sourceFileKey: 'demo/documents/client-agreement.pdf',
      companyId: companies.eventful,
      contactPersonId: client,
      projectId: clientProject?.id ?? null,
      createdAt: daysAgo(5),
      updatedAt: daysAgo(5),
    },
    [
      { personId: client, signedAt: [null] },
      { personId: office, signedAt: [null] },
    ],
  );

  // The projects area's documents page (api/routes/projects/README.md, A project's documents): documents of projects and of companies
  // nobody signs, read through the projectAttachments right. Eventful's Winter Festival (1001) has
  // two and Eventful one; Harbour Concerts' project and company one each, which client@ never sees.
  const projectIdOf = async (number: string) => {
    const [row] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.tenantId, tenantId), eq(projects.number, number)))
      .limit(1);
    if (!row) throw new Error(`demo project ${number} missing`);
    return row.id;
  };
  const attachment = (
    title: string,
    sourceFileKey: DemoSourceKey,
    owner: { projectId?: number; companyId?: number },
    days: number,
  ) =>
    createDocument(
      tx,
      tenantId,
      {
        typeId: agreementType,
        title,
        sourceFileKey,
        ...owner,
        createdAt: daysAgo(days),
        updatedAt: daysAgo(days),
      },
      [],
    );
  const winterFestival = await projectIdOf('1001');
  const harbourNights = await projectIdOf('1002');
  await attachment(
    'Winter Festival site plan',
    'demo/documents/safety-instruction.pdf',
    { projectId: winterFestival },
    6,
  );
  await attachment(
    'Winter Festival load-in schedule',
    'demo/documents/confidentiality.pdf',
    { projectId: winterFestival },
    4,
  );
  await attachment(
    'Eventful framework agreement',
    'demo/documents/client-agreement.pdf',
    { companyId: companies.eventful },
    30,
  );
  await attachment(
    'Harbour Nights stage plan',
    'demo/documents/safety-instruction.pdf',
    { projectId: harbourNights },
    3,
  );
  await attachment(
    'Harbour Concerts framework agreement',
    'demo/documents/client-agreement.pdf',
    { companyId: companies.harbour },
    25,
  );
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'documents',
    after: ['projects', 'contracts'],
    run: (core) => seedDemoDocuments(core),
  }),
];
