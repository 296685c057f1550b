// What other areas may use of the documents area (eslint.config.js, apiAreaZones): a project's and a
// contract's documents are listed, read and sent as the documents area does it.
export { documentReferencesOf, findDocumentRow, listDocuments } from './documents.repository';
export { readDocumentFile } from './documents.signing';
export { sendPdf } from './documents.access';
