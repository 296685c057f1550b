import { and, asc, count, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  isReadyToSign,
  isSigned,
  signatoryStatus,
} from '../../../machines/documentSigning.machine';
import type {
  DocumentSigningFacts,
  DocumentSigningInput,
} from '../../../machines/documentSigning.machine';
import { companies, persons, tenants } from '../../db/core.tables';
import type { Db, Tx } from '../../db/database';
import { formatTimestamp } from '../../lib/format';
import { projects } from '../../db/tables/projects.tables';
import type { Document, DocumentStatus } from './documents.schemas';
import {
  documentSignatories,
  documentSignatures,
  documents,
  documentTypes,
} from './documents.tables';

/** Whom a caller reaches: within their tenant; without READ ALL only documents they sign. */
export interface DocumentScope {
  tenantId: number;
  personId: number | null;
  readAll: boolean;
}

export interface Paging {
  limit: number;
  page: number;
}

/** The caller is one of the document's signatories. */
function callerSigns(scope: DocumentScope, db: Db): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(documentSignatories)
      .where(
        and(
          eq(documentSignatories.documentId, documents.id),
          eq(documentSignatories.tenantId, scope.tenantId),
          eq(documentSignatories.personId, scope.personId ?? -1),
        ),
      ),
  );
}

/** The documents the caller may read: of their tenant, and theirs to sign unless they read all. */
function readable(db: Db, scope: DocumentScope, ...filters: (SQL | undefined)[]): SQL | undefined {
  return and(
    eq(documents.tenantId, scope.tenantId),
    scope.readAll ? undefined : callerSigns(scope, db),
    ...filters,
  );
}

export interface SignatureRow {
  id: number;
  signatoryId: number;
  signedAt: Date | null;
  imageKey: string | null;
  rating: number | null;
  formValues: Record<string, string> | null;
  documentVersion: number | null;
}

export interface SignatoryRow {
  id: number;
  documentId: number;
  personId: number;
  position: number;
  name: string;
  contactNumber: string | null;
  signatures: SignatureRow[];
}

/** What the machine reads, from the stored signatories (ids as the machine's strings). */
export function signingFacts(
  declined: boolean,
  order: DocumentSigningFacts['order'],
  signatories: SignatoryRow[],
): DocumentSigningFacts {
  return {
    order,
    declined,
    signatories: signatories.map((signatory) => ({
      id: String(signatory.id),
      personId: String(signatory.personId),
      signatures: signatory.signatures.map((signature) => ({
        id: String(signature.id),
        signed: signature.signedAt !== null,
      })),
    })),
  };
}

export function statusOf(facts: DocumentSigningFacts): DocumentStatus {
  if (facts.declined) return 'declined';
  const signatures = facts.signatories.flatMap((signatory) => signatory.signatures);
  if (signatures.length > 0 && signatures.every((signature) => signature.signed)) return 'signed';
  return signatures.some((signature) => signature.signed) ? 'inProgress' : 'open';
}

/** The signatories of `documentIds` in order, each with their signatures. */
export async function loadSignatories(
  db: Db,
  tenantId: number,
  documentIds: number[],
): Promise<SignatoryRow[]> {
  if (documentIds.length === 0) return [];
  const signatories = await db
    .select({
      id: documentSignatories.id,
      documentId: documentSignatories.documentId,
      personId: documentSignatories.personId,
      position: documentSignatories.position,
      name: persons.name,
      contactNumber: persons.contactNumber,
    })
    .from(documentSignatories)
    .innerJoin(persons, eq(persons.id, documentSignatories.personId))
    .where(
      and(
        eq(documentSignatories.tenantId, tenantId),
        inArray(documentSignatories.documentId, documentIds),
      ),
    )
    .orderBy(asc(documentSignatories.documentId), asc(documentSignatories.position));
  const signatures = signatories.length
    ? await db
        .select({
          id: documentSignatures.id,
          signatoryId: documentSignatures.signatoryId,
          signedAt: documentSignatures.signedAt,
          imageKey: documentSignatures.imageKey,
          rating: documentSignatures.rating,
          formValues: documentSignatures.formValues,
          documentVersion: documentSignatures.documentVersion,
        })
        .from(documentSignatures)
        .where(
          and(
            eq(documentSignatures.tenantId, tenantId),
            inArray(
              documentSignatures.signatoryId,
              signatories.map((signatory) => signatory.id),
            ),
          ),
        )
        .orderBy(asc(documentSignatures.id))
    : [];
  return signatories.map((signatory) => ({
    ...signatory,
    signatures: signatures.filter((signature) => signature.signatoryId === signatory.id),
  }));
}

export type DocumentRow = Awaited<ReturnType<typeof selectDocumentRows>>[number];

async function selectDocumentRows(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const ownerPerson = sql<
    string | null
  >`(select name from persons where persons.id = ${documents.ownerPersonId})`;
  const contactName = sql<
    string | null
  >`(select name from persons where persons.id = ${documents.contactPersonId})`;
  return db
    .select({
      id: documents.id,
      title: documents.title,
      version: documents.version,
      sourceFileKey: documents.sourceFileKey,
      signedFileKey: documents.signedFileKey,
      declined: documents.declined,
      staffContractId: documents.staffContractId,
      ownerPersonId: documents.ownerPersonId,
      ownerPersonName: ownerPerson,
      projectNumber: projects.number,
      companyId: documents.companyId,
      companyName: companies.name,
      contactPersonId: documents.contactPersonId,
      contactName,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
      type: {
        id: documentTypes.id,
        caption: documentTypes.caption,
        parameters: documentTypes.parameters,
      },
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .leftJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(companies, eq(companies.id, documents.companyId))
    .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, ids)));
}

const captioned = (id: number | null, caption: string | null) =>
  id !== null && caption !== null ? { id, caption } : null;

function toDocument(
  row: DocumentRow,
  signatories: SignatoryRow[],
  callerId: number | null,
): Document {
  const facts = signingFacts(row.declined, row.type.parameters.signatoriesOrder, signatories);
  const input: DocumentSigningInput = { ...facts, personId: String(callerId ?? '') };
  const status = statusOf(facts);
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    status,
    version: row.version,
    createdAt: formatTimestamp(row.createdAt),
    updatedAt: formatTimestamp(row.updatedAt),
    owner: {
      staffContractId: row.staffContractId,
      person: captioned(row.ownerPersonId, row.ownerPersonName),
      projectNumber: row.projectNumber ?? null,
      company: captioned(row.companyId, row.companyName ?? null),
      contact: captioned(row.contactPersonId, row.contactName),
    },
    declined: row.declined,
    signatories: signatories.map((signatory) => ({
      id: signatory.id,
      position: signatory.position,
      person: { id: signatory.personId, caption: signatory.name },
      contactNumber: signatory.contactNumber,
      status: signatoryStatus(facts, String(signatory.id)),
      signatures: signatory.signatures.map((signature) => ({
        id: signature.id,
        signed: signature.signedAt !== null,
        signedAt: signature.signedAt ? formatTimestamp(signature.signedAt) : null,
        documentVersion: signature.documentVersion,
      })),
      isMine: signatory.personId === callerId,
    })),
    // The signed file is stamped when the last signature is in (api/routes/documents/README.md, The signed PDF).
    hasSignedFile: status === 'signed' && row.signedFileKey !== null,
    isReadyToSign: isReadyToSign(input),
    isSigned: isSigned(input),
  };
}

/** Whole documents by id, in the order of `ids` (the caller's facts, e.g. isReadyToSign, are theirs). */
export async function loadDocuments(
  db: Db,
  scope: DocumentScope,
  ids: number[],
): Promise<Document[]> {
  const [rows, signatories] = await Promise.all([
    selectDocumentRows(db, scope.tenantId, ids),
    loadSignatories(db, scope.tenantId, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          toDocument(
            row,
            signatories.filter((signatory) => signatory.documentId === id),
            scope.personId,
          ),
        ]
      : [];
  });
}

/** A document the caller may read (a signatory of it, or READ ALL); null otherwise. */
export async function findDocument(
  db: Db,
  scope: DocumentScope,
  id: number,
): Promise<Document | null> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(readable(db, scope, eq(documents.id, id)))
    .limit(1);
  if (!row) return null;
  const [document] = await loadDocuments(db, scope, [row.id]);
  return document ?? null;
}

export interface DocumentFilter {
  staffContractId?: number;
  ownerPersonId?: number;
  projectId?: number;
  companyId?: number;
  contactPersonId?: number;
  /** A project's attachments: the project's own documents and its company's (api/routes/projects/README.md, A project's documents). */
  projectOrCompany?: { projectId: number; companyId: number };
}

/** The readable documents of an owner, newest first, a page of them. */
export async function listDocuments(
  db: Db,
  scope: DocumentScope,
  filter: DocumentFilter,
  { limit, page }: Paging,
): Promise<{ items: Document[]; total: number }> {
  const where = readable(
    db,
    scope,
    filter.staffContractId !== undefined
      ? eq(documents.staffContractId, filter.staffContractId)
      : undefined,
    filter.ownerPersonId !== undefined
      ? eq(documents.ownerPersonId, filter.ownerPersonId)
      : undefined,
    filter.projectId !== undefined ? eq(documents.projectId, filter.projectId) : undefined,
    filter.companyId !== undefined ? eq(documents.companyId, filter.companyId) : undefined,
    filter.contactPersonId !== undefined
      ? eq(documents.contactPersonId, filter.contactPersonId)
      : undefined,
    filter.projectOrCompany !== undefined
      ? or(
          eq(documents.projectId, filter.projectOrCompany.projectId),
          eq(documents.companyId, filter.projectOrCompany.companyId),
        )
      : undefined,
  );
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: documents.id })
      .from(documents)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  return {
    items: await loadDocuments(
      db,
      scope,
      ids.map((row) => row.id),
    ),
    total: total?.total ?? 0,
  };
}

/** SPEC.md §4: the caller's documents that are ready to sign, oldest first (sign in the order they came). */
export async function listDocumentsToSign(db: Db, scope: DocumentScope): Promise<Document[]> {
  if (scope.personId === null) return [];
  const candidates = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.tenantId, scope.tenantId),
        eq(documents.declined, false),
        callerSigns(scope, db),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const loaded = await loadDocuments(
    db,
    scope,
    candidates.map((row) => row.id),
  );
  return loaded.filter((document) => document.isReadyToSign);
}

export async function listDocumentTypes(db: Db, tenantId: number, { limit, page }: Paging) {
  const where = eq(documentTypes.tenantId, tenantId);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: documentTypes.id,
        caption: documentTypes.caption,
        parameters: documentTypes.parameters,
      })
      .from(documentTypes)
      .where(where)
      .orderBy(asc(documentTypes.caption), asc(documentTypes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(documentTypes).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** The stored row of a document of the tenant (no reading rights checked: the caller has). */
export async function findDocumentRow(
  db: Db,
  tenantId: number,
  id: number,
): Promise<DocumentRow | null> {
  const [row] = await selectDocumentRows(db, tenantId, [id]);
  return row ?? null;
}

/** The document row under a row lock (FOR UPDATE): concurrent signings of one document take turns. */
export async function lockDocument(tx: Tx, tenantId: number, id: number) {
  const [locked] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)))
    .for('update');
  if (!locked) return null;
  const [row] = await selectDocumentRows(tx, tenantId, [id]);
  return row ?? null;
}

/** The document a signatory belongs to, when the signatory is the caller's own; null otherwise. */
export async function documentOfOwnSignatory(
  db: Db,
  scope: DocumentScope,
  signatoryId: number,
): Promise<number | null> {
  if (scope.personId === null) return null;
  const [row] = await db
    .select({ documentId: documentSignatories.documentId })
    .from(documentSignatories)
    .where(
      and(
        eq(documentSignatories.tenantId, scope.tenantId),
        eq(documentSignatories.id, signatoryId),
        eq(documentSignatories.personId, scope.personId),
      ),
    )
    .limit(1);
  return row?.documentId ?? null;
}

export interface SignatureValues {
  signedAt: Date;
  imageKey: string;
  rating: number | null;
  formValues: Record<string, string>;
  documentVersion: number;
}

/** Signs the signatory's first unsigned signature (compare-and-set on signed_at null); false when none was left. */
export async function writeSignature(
  tx: Tx,
  tenantId: number,
  signatureId: number,
  values: SignatureValues,
): Promise<boolean> {
  const written = await tx
    .update(documentSignatures)
    .set(values)
    .where(
      and(
        eq(documentSignatures.tenantId, tenantId),
        eq(documentSignatures.id, signatureId),
        isNull(documentSignatures.signedAt),
      ),
    )
    .returning({ id: documentSignatures.id });
  return written.length === 1;
}

export async function touchDocument(
  tx: Tx,
  tenantId: number,
  id: number,
  changes: { updatedAt: Date; signedFileKey?: string },
) {
  await tx
    .update(documents)
    .set(changes)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)));
}

export async function tenantName(db: Db, tenantId: number): Promise<string> {
  const [row] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.name ?? '';
}

/**
 * What of the documents refers to a person: the documents they sign (signed or not) and those that
 * name them as a client's contact. The office's administration refuses to delete a contact while
 * any is there (api/routes/people).
 */
export async function documentReferencesOf(
  db: Db,
  tenantId: number,
  personId: number,
): Promise<{ signatures: number; documents: number }> {
  const [signatures] = await db
    .select({ n: count() })
    .from(documentSignatories)
    .where(
      and(eq(documentSignatories.tenantId, tenantId), eq(documentSignatories.personId, personId)),
    );
  const [named] = await db
    .select({ n: count() })
    .from(documents)
    .where(
      and(
        eq(documents.tenantId, tenantId),
        or(eq(documents.contactPersonId, personId), eq(documents.ownerPersonId, personId)),
      ),
    );
  return { signatures: signatures?.n ?? 0, documents: named?.n ?? 0 };
}
