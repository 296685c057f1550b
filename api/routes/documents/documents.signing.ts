import { randomUUID } from 'node:crypto';
import { isRealDay } from '../../../machines/dateFormats';
import {
  maySign,
  nextSignatoryOf,
  signingDecision,
} from '../../../machines/documentSigning.machine';
import type { DocumentSigningInput } from '../../../machines/documentSigning.machine';
import type { Db, Tx } from '../../db/database';
import { badUserInput, conflict, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { notify } from '../../lib/notify/notify';
import {
  documentOfOwnSignatory,
  findDocumentRow,
  loadDocuments,
  loadSignatories,
  lockDocument,
  signingFacts,
  tenantName,
  touchDocument,
  writeSignature,
} from './documents.repository';
import type { DocumentRow, DocumentScope, SignatoryRow } from './documents.repository';
import { SIGNATURE_MAX_BYTES } from './documents.schemas';
import type { Document, DocumentTypeParameters } from './documents.schemas';
import { recipientLocale } from '../../i18n/recipient';
import { demoSignaturePng, pngSize } from '../../lib/png';
import { demoSourcePdf, isDemoSource, stampSignedPdf } from './documents.pdf';

// Signing a document: one transaction that locks the document row, asks the documentSigning
// machine (signingDecision) on the stored facts, stores the drawn signature and, when the last
// signature is in, the signed PDF; the next signatory in one-by-one order is notified with it.

export interface SignRequest {
  /** POST /sign/{id}: the document. */
  documentId?: number;
  /** POST /documentSignatories/{id}/sign, or the body of /sign/{id}: the caller's signatory. */
  signatoryId?: number;
  signature: string;
  rating: number | null;
  formFields: Record<string, string>;
}

const documentNotFound = () => notFound('Document not found', 'DOCUMENT_NOT_FOUND');
const signatoryNotFound = () => notFound('Signatory not found', 'DOCUMENT_SIGNATORY_NOT_FOUND');
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** The drawn signature's PNG bytes: refused (400) unless PNG by its magic bytes, within size. */
function signatureBytes(dataUrl: string): Buffer {
  if (!PNG_DATA_URL.test(dataUrl))
    throw badUserInput('The signature must be a PNG data URL (data:image/png;base64,…)');
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES)
    throw badUserInput(`The signature is larger than ${SIGNATURE_MAX_BYTES} bytes`);
  const size = pngSize(bytes);
  if (!size || size.width < 1 || size.height < 1 || size.width > 4000 || size.height > 4000) {
    throw badUserInput('The signature is not a PNG image');
  }
  return bytes;
}

/** The signer's form values against the type's fields: none unknown, the required ones given, each of its kind. */
function checkFormFields(
  parameters: DocumentTypeParameters,
  values: Record<string, string>,
  rating: number | null,
): void {
  const fields = new Map(parameters.formFields.map((field) => [field.name, field]));
  for (const name of Object.keys(values)) {
    if (!fields.has(name)) throw badUserInput(`Unknown form field ${name}`);
  }
  for (const field of parameters.formFields) {
    const value = values[field.name];
    if (value === undefined || value === '') {
      if (field.required) throw badUserInput(`Form field ${field.name} is required`);
      continue;
    }
    // Any real day, before 1970 too (a date of birth): written on the document, never an instant here.
    if (field.kind === 'date' && !isRealDay(value)) {
      throw badUserInput(`Form field ${field.name} must be a real day (YYYY-MM-DD)`);
    }
    if (field.kind === 'checkbox' && value !== 'true' && value !== 'false') {
      throw badUserInput(`Form field ${field.name} must be true or false`);
    }
    if (field.kind === 'checkbox' && field.required && value !== 'true')
      throw badUserInput(`Form field ${field.name} must be ticked`);
  }
  if (rating !== null && !parameters.ratingAsked)
    throw badUserInput('This document asks for no rating');
}

/** The persons who may sign now (SPEC.md §4 order rule), by the machine's own rule. */
function personsWhoMaySign(
  input: Omit<DocumentSigningInput, 'personId'>,
  signatories: SignatoryRow[],
): Set<number> {
  return new Set(
    signatories
      .filter((signatory) => maySign(input, String(signatory.id)))
      .map((signatory) => signatory.personId),
  );
}

export async function signDocument(
  tx: Tx,
  storage: FileStorage,
  scope: DocumentScope,
  request: SignRequest,
  now: Date,
): Promise<Document> {
  if (scope.personId === null) throw signatoryNotFound();
  const personId = scope.personId;
  // Bad input is refused before anything is read or written.
  const image = signatureBytes(request.signature);

  let documentId = request.documentId;
  if (documentId === undefined) {
    // POST /documentSignatories/{id}/sign: only the caller's own signatory is found.
    const owning = await documentOfOwnSignatory(tx, scope, request.signatoryId ?? 0);
    if (owning === null) throw signatoryNotFound();
    documentId = owning;
  }
  const row = await lockDocument(tx, scope.tenantId, documentId);
  if (!row) throw documentNotFound();
  const signatories = await loadSignatories(tx, scope.tenantId, [row.id]);
  const mine = signatories.filter((signatory) => signatory.personId === personId);
  // Only a signatory reaches a document to sign (EDIT is always OWN): anyone else meets 404.
  if (mine.length === 0) throw documentNotFound();

  const order = row.type.parameters.signatoriesOrder;
  const facts = signingFacts(row.declined, order, signatories);
  const input: DocumentSigningInput = { ...facts, personId: String(personId) };
  const target =
    request.signatoryId !== undefined
      ? mine.find((signatory) => signatory.id === request.signatoryId)
      : (mine.find((signatory) => signatory.id === Number(nextSignatoryOf(input)?.id)) ?? mine[0]);
  if (!target) throw signatoryNotFound();

  checkFormFields(row.type.parameters, request.formFields, request.rating);
  const decision = signingDecision(input, {
    signatoryId: String(target.id),
    signature: request.signature,
    rating: request.rating,
    formFields: request.formFields,
  });
  if (!decision.allowed)
    throw conflict(`documentSigning refuses document.sign in ${decision.from}`, decision.reason);

  const pending = target.signatures.find((signature) => signature.signedAt === null);
  if (!pending)
    throw conflict('Every signature of this signatory is signed', 'DOCUMENT_ALREADY_SIGNED');
  const imageKey = `tenant-${scope.tenantId}/documents/${row.id}/signature-${pending.id}-${randomUUID()}.png`;
  await storage.put(imageKey, image, 'image/png');
  const before = personsWhoMaySign(facts, signatories);
  // The row is locked: nothing else signs this document meanwhile, so the compare-and-set holds.
  if (
    !(await writeSignature(tx, scope.tenantId, pending.id, {
      signedAt: now,
      imageKey,
      rating: request.rating,
      formValues: request.formFields,
      documentVersion: row.version,
    }))
  ) {
    throw conflict('The signature was signed meanwhile', 'DOCUMENT_ALREADY_SIGNED');
  }

  const after = await loadSignatories(tx, scope.tenantId, [row.id]);
  const afterFacts = signingFacts(row.declined, order, after);
  const fullySigned = after.every((signatory) =>
    signatory.signatures.every((signature) => signature.signedAt !== null),
  );
  if (fullySigned) {
    const signedFileKey = signedKeyOf(scope.tenantId, row.id, row.version);
    await storage.put(
      signedFileKey,
      await stampFor(tx, storage, scope.tenantId, row, after),
      'application/pdf',
    );
    await touchDocument(tx, scope.tenantId, row.id, { updatedAt: now, signedFileKey });
  } else {
    await touchDocument(tx, scope.tenantId, row.id, { updatedAt: now });
    // One by one: whoever may sign now and could not before hears of it (api/routes/documents/README.md, Signing in one locked transaction).
    for (const next of personsWhoMaySign(afterFacts, after)) {
      if (before.has(next) || next === personId) continue;
      await notify(tx, {
        tenantId: scope.tenantId,
        personId: next,
        type: 'documentToSign',
        params: { document: row.title },
        url: `/documents/${row.id}`,
        tag: `document-${row.id}`,
        now,
      });
    }
  }
  const [document] = await loadDocuments(tx, scope, [row.id]);
  if (!document) throw documentNotFound();
  return document;
}

const signedKeyOf = (tenantId: number, documentId: number, version: number) =>
  `tenant-${tenantId}/documents/${documentId}/signed-v${version}.pdf`;

/** A stored signature image; the demo's seeded signatures are drawn on first use. */
async function signatureImage(
  storage: FileStorage,
  key: string | null,
  seed: number,
): Promise<Buffer> {
  const stored = key ? await storage.get(key) : null;
  return stored ?? demoSignaturePng(seed);
}

async function sourceOf(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (stored || !isDemoSource(key)) return stored;
  const made = await demoSourcePdf(key);
  await storage.put(key, made, 'application/pdf');
  return made;
}

async function stampFor(
  db: Db,
  storage: FileStorage,
  tenantId: number,
  row: DocumentRow,
  signatories: SignatoryRow[],
): Promise<Buffer> {
  const source = await sourceOf(storage, row.sourceFileKey);
  if (!source)
    throw new Error(`document ${row.id}: its source file ${row.sourceFileKey} is missing`);
  const signatures = [];
  for (const signatory of signatories) {
    for (const signature of signatory.signatures) {
      if (signature.signedAt === null) continue;
      signatures.push({
        signer: signatory.name,
        contactNumber: signatory.contactNumber,
        signedAt: signature.signedAt,
        documentVersion: signature.documentVersion ?? row.version,
        rating: signature.rating,
        formValues: signature.formValues ?? {},
        image: await signatureImage(storage, signature.imageKey, signature.id),
      });
    }
  }
  // Stored once for every signatory: in the tenant's own language (no one person's).
  const locale = await recipientLocale(db, tenantId, { personId: null });
  return stampSignedPdf(source, {
    title: row.title,
    documentId: row.id,
    tenantName: await tenantName(db, tenantId),
    locale,
    signatures,
  });
}

/**
 * The PDF to send: the signed one when `signed`, else the original. A signed file missing from the
 * storage (the demo's seeded signed documents, or a store that lost it) is stamped again from
 * the stored signatures and kept.
 */
export async function readDocumentFile(
  db: Db,
  storage: FileStorage,
  tenantId: number,
  documentId: number,
  signed: boolean,
): Promise<Buffer | null> {
  const row = await findDocumentRow(db, tenantId, documentId);
  if (!row) return null;
  if (!signed) return sourceOf(storage, row.sourceFileKey);
  const key = row.signedFileKey ?? signedKeyOf(tenantId, row.id, row.version);
  const stored = await storage.get(key);
  if (stored) return stored;
  const stamped = await stampFor(
    db,
    storage,
    tenantId,
    row,
    await loadSignatories(db, tenantId, [row.id]),
  );
  await storage.put(key, stamped, 'application/pdf');
  return stamped;
}
