import type {
  DocumentSigningFacts,
  DocumentSigningInput,
} from '../../../machines/documentSigning.machine';

/** What the screen's query brings that the signing rules read (a subset of the gateway's Document). */
export interface DocumentSigningData {
  declined: boolean;
  signatoriesOrder: DocumentSigningFacts['order'];
  signatories: readonly {
    id: string;
    person: { id: string };
    signatures: readonly { id: string; signed: boolean }[];
  }[];
}

/** The machine's facts from the gateway's document, signatories in their order. */
export function signingFactsOf(document: DocumentSigningData): DocumentSigningFacts {
  return {
    order: document.signatoriesOrder,
    declined: document.declined,
    signatories: document.signatories.map((signatory) => ({
      id: signatory.id,
      personId: signatory.person.id,
      signatures: signatory.signatures.map(({ id, signed }) => ({ id, signed })),
    })),
  };
}

/** The machine's input for the signed-in person. */
export function signingInputOf(
  document: DocumentSigningData,
  personId: string,
): DocumentSigningInput {
  return { ...signingFactsOf(document), personId };
}

/** True when two sets of facts say the same (a refetch that changed nothing is not news). */
export function sameFacts(a: DocumentSigningFacts, b: DocumentSigningFacts): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
