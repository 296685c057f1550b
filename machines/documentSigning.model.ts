import type { EventObject } from 'xstate';
import {
  DocumentSigningError,
  documentSigningMachine,
  type DocumentSigningEvent,
  type DocumentSigningFacts,
  type DocumentSigningInput,
  type SignPayload,
} from './documentSigning.machine';
import type { MachineModel } from './model-graph';

/**
 * The documentSigning test model (decision 113): a contract signed one by one by the office,
 * then crew, then the crew chief, as crew sees it — and as a reader who signs nothing sees it.
 * `documentSigning.model.test.ts`, `tests/model/document-signing.model.spec.ts` and
 * `npm run paths -- documentSigning` traverse exactly these starts and events.
 */
export const SIGNING_PEOPLE = {
  office: 'p-office',
  crew: 'p-crew',
  chief: 'p-chief',
  reader: 'p-reader',
} as const;
export const SIGNING_SIGNATORIES = {
  office: 's-office',
  crew: 's-crew',
  chief: 's-chief',
} as const;

/** The contract with the signatories named in `signed` signed. */
export function contractFacts(
  signed: readonly (keyof typeof SIGNING_SIGNATORIES)[],
  declined = false,
): DocumentSigningFacts {
  return {
    order: 'oneByOne',
    declined,
    signatories: (['office', 'crew', 'chief'] as const).map((who) => ({
      id: SIGNING_SIGNATORIES[who],
      personId: SIGNING_PEOPLE[who],
      signatures: [{ id: `sig-${who}`, signed: signed.includes(who) }],
    })),
  };
}

/** A 1×1 transparent PNG: the smallest drawn signature the machine accepts. */
export const MODEL_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const CREW_SIGNS: SignPayload = {
  signatoryId: SIGNING_SIGNATORIES.crew,
  signature: MODEL_SIGNATURE_PNG,
  rating: 5,
  formFields: {},
};

/** The named facts the model's events carry; the Chromium run makes the api hold the same ones. */
export const SIGNING_FACTS = {
  nobodySigned: contractFacts([]),
  officeSigned: contractFacts(['office']),
  crewSigned: contractFacts(['office', 'crew']),
  allSigned: contractFacts(['office', 'crew', 'chief']),
  declined: contractFacts(['office'], true),
} as const;
export type SigningFactsName = keyof typeof SIGNING_FACTS;

export const factsName = (facts: DocumentSigningFacts): SigningFactsName => {
  const found = (Object.keys(SIGNING_FACTS) as SigningFactsName[]).find(
    (name) => JSON.stringify(SIGNING_FACTS[name]) === JSON.stringify(facts),
  );
  if (!found) throw new Error('facts outside the model');
  return found;
};

/** What the runtime's signDocument actor may answer, as the events the model sends for it. */
export type DocumentSigningRuntimeEvent =
  | { type: 'xstate.done.actor.signDocument'; output: DocumentSigningFacts }
  | { type: 'xstate.error.actor.signDocument'; error: unknown };
export type DocumentSigningModelEvent = DocumentSigningEvent | DocumentSigningRuntimeEvent;

export const documentSigningModelEvents: DocumentSigningModelEvent[] = [
  { type: 'document.sign', ...CREW_SIGNS },
  // Refused variants, so the model can show they are refused: an empty pad, someone else's line.
  { type: 'document.sign', ...CREW_SIGNS, signature: '' },
  { type: 'document.sign', ...CREW_SIGNS, signatoryId: SIGNING_SIGNATORIES.office },
  { type: 'document.signatureArrived', facts: SIGNING_FACTS.officeSigned },
  { type: 'document.signatureArrived', facts: SIGNING_FACTS.allSigned },
  { type: 'document.signatureArrived', facts: SIGNING_FACTS.declined },
  { type: 'document.retry' },
  { type: 'xstate.done.actor.signDocument', output: SIGNING_FACTS.crewSigned },
  {
    type: 'xstate.error.actor.signDocument',
    error: new DocumentSigningError('DOCUMENT_WAITING_FOR_EARLIER_SIGNATORY'),
  },
  { type: 'xstate.error.actor.signDocument', error: new TypeError('Failed to fetch') },
];

export function describeDocumentSigningEvent(event: EventObject): string {
  const e = event as DocumentSigningModelEvent;
  switch (e.type) {
    case 'document.sign':
      if (e.signature === '') return 'document.sign(nothing drawn)';
      return e.signatoryId === SIGNING_SIGNATORIES.crew
        ? 'document.sign(own signatory)'
        : "document.sign(someone else's)";
    case 'document.signatureArrived':
      return `document.signatureArrived(${factsName(e.facts)})`;
    case 'xstate.done.actor.signDocument':
      return `xstate.done.actor.signDocument(${factsName(e.output)})`;
    case 'xstate.error.actor.signDocument':
      return `xstate.error.actor.signDocument(${e.error instanceof DocumentSigningError ? e.error.reason : 'network'})`;
    default:
      return e.type;
  }
}

/** True when `next` signs or declines something `current` has not, and takes nothing back. */
export function factsMoveForward(
  current: DocumentSigningFacts,
  next: DocumentSigningFacts,
): boolean {
  const signedIn = (facts: DocumentSigningFacts) =>
    new Set(
      facts.signatories.flatMap((s) =>
        s.signatures.filter((sig) => sig.signed).map((sig) => sig.id),
      ),
    );
  const before = signedIn(current);
  const after = signedIn(next);
  if ([...before].some((id) => !after.has(id)) || (current.declined && !next.declined))
    return false;
  return after.size > before.size || next.declined !== current.declined;
}

export const DOCUMENT_SIGNING_STARTS = [
  {
    name: 'crew@, second after the office',
    input: {
      ...SIGNING_FACTS.nobodySigned,
      personId: SIGNING_PEOPLE.crew,
    } satisfies DocumentSigningInput,
  },
  {
    name: 'a reader who signs nothing',
    input: {
      ...SIGNING_FACTS.nobodySigned,
      personId: SIGNING_PEOPLE.reader,
    } satisfies DocumentSigningInput,
  },
] as const;

export const documentSigningModel: MachineModel<typeof documentSigningMachine> = {
  machine: documentSigningMachine,
  starts: DOCUMENT_SIGNING_STARTS,
  events: documentSigningModelEvents,
  // Facts only move forward: an arrival brings something new and un-signs nothing.
  filterEvents: (snapshot, event) =>
    snapshot.can(event as DocumentSigningEvent) &&
    (event.type !== 'document.signatureArrived' ||
      factsMoveForward(
        snapshot.context,
        (event as Extract<DocumentSigningEvent, { type: 'document.signatureArrived' }>).facts,
      )),
  describeEvent: describeDocumentSigningEvent,
};
