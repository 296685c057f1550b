import { assign, fromPromise, initialTransition, setup } from 'xstate';
import type { ErrorReason } from './error-reasons';
import { MissingImplementationError } from './session.errors';

/**
 * The order a document's signatories sign in (SPEC.md §3: the type's parameters JSON
 * `signatoriesOrder`): one by one in their listed order, or all at once in any order.
 */
export const SIGNATORIES_ORDERS = ['oneByOne', 'anyOrder'] as const;
export type SignatoriesOrder = (typeof SIGNATORIES_ORDERS)[number];

/**
 * A signatory's status as the product shows it (SPEC.md §4 captions On Going, Ready to sign,
 * Signed), worked out from the signatures and the order, never stored: `readyToSign` may sign and
 * has signed nothing yet, `onGoing` may sign and has signed some of several signatures, `signed`
 * has signed all of them. `waiting` is ours (api/routes/documents/README.md, The waiting signatory status): a signatory behind an unsigned one in
 * one-by-one order, who may not sign yet.
 */
export const SIGNATORY_STATUSES = ['waiting', 'readyToSign', 'onGoing', 'signed'] as const;
export type SignatoryStatus = (typeof SIGNATORY_STATUSES)[number];

export interface SigningSignature {
  id: string;
  signed: boolean;
}

export interface SigningSignatory {
  id: string;
  personId: string;
  signatures: SigningSignature[];
}

/** What the rules read: the document's order, whether it was declined, its signatories in order. */
export interface DocumentSigningFacts {
  order: SignatoriesOrder;
  /** Declined by a signatory or withdrawn by the office: nobody signs any more. */
  declined: boolean;
  signatories: SigningSignatory[];
}

/** The facts as seen by one person (the signed-in user, or the signer the api decides for). */
export interface DocumentSigningInput extends DocumentSigningFacts {
  personId: string;
}

export interface DocumentSigningContext extends DocumentSigningInput {
  /** Why the last signing failed (the api's reason, or 'network' when no answer came); null otherwise. */
  error: ErrorReason | 'network' | null;
  /** The last sign event, kept so `document.retry` sends the same signature again. */
  pending: SignPayload | null;
}

/** What the signer sends (SPEC.md §7 POST /sign/{id}: signature, rating, formFields). */
export interface SignPayload {
  /** The signatory being signed; it must be the signer's own and its turn. */
  signatoryId: string;
  /** The drawn signature as a PNG data URL. */
  signature: string;
  rating: number | null;
  formFields: Record<string, string>;
}

export type DocumentSigningEvent =
  | ({ type: 'document.sign' } & SignPayload)
  /** Someone else signed (or the office declined): the document's fresh facts. */
  | { type: 'document.signatureArrived'; facts: DocumentSigningFacts }
  | { type: 'document.retry' };
export type DocumentSigningEventType = DocumentSigningEvent['type'];

/** Input of the `signDocument` actor the runtime supplies; it answers the document's fresh facts. */
export interface SignDocumentInput {
  payload: SignPayload;
}

export class DocumentSigningError extends Error {
  constructor(readonly reason: ErrorReason) {
    super(reason);
    this.name = 'DocumentSigningError';
  }
}

const allSigned = (signatory: SigningSignatory) =>
  signatory.signatures.every((signature) => signature.signed);

/** True when `signatory` may sign now: it has a pending signature and the order lets it. */
export function maySign(facts: DocumentSigningFacts, signatoryId: string): boolean {
  if (facts.declined) return false;
  const index = facts.signatories.findIndex((signatory) => signatory.id === signatoryId);
  const signatory = facts.signatories[index];
  if (!signatory || allSigned(signatory)) return false;
  if (facts.order === 'anyOrder') return true;
  return facts.signatories.slice(0, index).every(allSigned);
}

/** The status SPEC.md §4 shows for a signatory (see SIGNATORY_STATUSES). */
export function signatoryStatus(facts: DocumentSigningFacts, signatoryId: string): SignatoryStatus {
  const signatory = facts.signatories.find((candidate) => candidate.id === signatoryId);
  if (!signatory) throw new Error(`unknown signatory ${signatoryId}`);
  if (allSigned(signatory)) return 'signed';
  if (!maySign(facts, signatoryId)) return 'waiting';
  return signatory.signatures.some((signature) => signature.signed) ? 'onGoing' : 'readyToSign';
}

const mine = (input: DocumentSigningInput) =>
  input.signatories.filter((signatory) => signatory.personId === input.personId);

/** The signer's signatory that may sign now, first in order; undefined when none may. */
export function nextSignatoryOf(input: DocumentSigningInput): SigningSignatory | undefined {
  return mine(input).find((signatory) => maySign(input, signatory.id));
}

/**
 * SPEC.md §4 for the signed-in user: ready to sign when they have a pending signature whose
 * signatory is Ready to sign or On Going; signed when all of their signatures are signed.
 */
export function isReadyToSign(input: DocumentSigningInput): boolean {
  return nextSignatoryOf(input) !== undefined;
}

export function isSigned(input: DocumentSigningInput): boolean {
  const own = mine(input);
  return own.length > 0 && own.every(allSigned);
}

/**
 * One document's signing as its signer sees it. It starts by deciding where the facts put the
 * signer: not a signatory (a reader with the document right), waiting on an earlier signatory,
 * ready, signed by them, fully signed or declined. From ready, `document.sign` (guarded by the
 * order rule on the event's signatory) goes to signing, where the runtime's `signDocument` actor
 * sends it; its answer decides again, a failure waits in failed for `document.retry`. A signature
 * arriving from someone else decides again wherever the signer waits.
 *
 * The api asks the same definition (`signingDecision`) before writing a signature and refuses
 * what it refuses (409 with `signingRefusal`), the app enables its sign button with
 * `state.can(...)`. Chart: docs/state-charts/documentSigning.md.
 */
export const documentSigningMachine = setup({
  types: {
    input: {} as DocumentSigningInput,
    context: {} as DocumentSigningContext,
    events: {} as DocumentSigningEvent,
  },
  actors: {
    signDocument: fromPromise<DocumentSigningFacts, SignDocumentInput>(() =>
      Promise.reject(new MissingImplementationError('documentSigning', 'signDocument')),
    ),
  },
  guards: {
    isDeclined: ({ context }) => context.declined,
    isFullySigned: ({ context }) =>
      context.signatories.length > 0 && context.signatories.every(allSigned),
    isNotSignatory: ({ context }) => mine(context).length === 0,
    isSignedByMe: ({ context }) => isSigned(context),
    isMyTurn: ({ context }) => isReadyToSign(context),
    /** The order rule on the signatory the event names: the signer's own, pending, and its turn. */
    maySignSignatory: ({ context, event }) =>
      event.type === 'document.sign' &&
      mine(context).some((signatory) => signatory.id === event.signatoryId) &&
      maySign(context, event.signatoryId) &&
      event.signature.length > 0,
    hasPending: ({ context }) => context.pending !== null,
  },
}).createMachine({
  id: 'documentSigning',
  context: ({ input }) => ({ ...input, error: null, pending: null }),
  initial: 'deciding',
  states: {
    /** Transient: where the facts put the signer. */
    deciding: {
      always: [
        { guard: 'isDeclined', target: 'declined' },
        { guard: 'isFullySigned', target: 'fullySigned' },
        { guard: 'isNotSignatory', target: 'notSignatory' },
        { guard: 'isSignedByMe', target: 'signedByMe' },
        { guard: 'isMyTurn', target: 'ready' },
        { target: 'waiting' },
      ],
    },
    notSignatory: {},
    waiting: {},
    ready: {
      on: {
        'document.sign': {
          guard: 'maySignSignatory',
          target: 'signing',
          actions: assign({
            pending: ({ event }) => ({
              signatoryId: event.signatoryId,
              signature: event.signature,
              rating: event.rating,
              formFields: event.formFields,
            }),
            error: null,
          }),
        },
      },
    },
    signing: {
      // Facts that arrive while the signature is in flight are kept, but decide nothing yet: the
      // answer (the document's fresh facts) or the failure does. Without this the root handler
      // would leave signing, drop the answer and offer signing again (a second signature).
      on: {
        'document.signatureArrived': {
          actions: assign(({ event }) => ({ ...event.facts })),
        },
      },
      invoke: {
        id: 'signDocument',
        src: 'signDocument',
        input: ({ context }) => ({ payload: context.pending! }),
        onDone: {
          target: 'deciding',
          actions: assign(({ event }) => ({ ...event.output, pending: null, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof DocumentSigningError
                ? event.error.reason
                : ('network' as const),
          }),
        },
      },
    },
    failed: {
      on: { 'document.retry': { guard: 'hasPending', target: 'signing' } },
    },
    signedByMe: {},
    fullySigned: { type: 'final' },
    declined: { type: 'final' },
  },
  // Wherever the signer waits (not while a signature is in flight), fresh facts decide again.
  on: {
    'document.signatureArrived': {
      target: '.deciding',
      actions: assign(({ event }) => ({ ...event.facts, pending: null, error: null })),
    },
  },
});

export type DocumentSigningState =
  | 'notSignatory'
  | 'waiting'
  | 'ready'
  | 'signing'
  | 'failed'
  | 'signedByMe'
  | 'fullySigned'
  | 'declined';

/** The state the facts put `input.personId` in, worked out purely (nothing runs). */
export function signingStateOf(input: DocumentSigningInput): DocumentSigningState {
  const [snapshot] = initialTransition(documentSigningMachine, input);
  return snapshot.value as DocumentSigningState;
}

/** The reason for refusing `document.sign` in a state (machines/error-reasons.ts). */
export const DOCUMENT_SIGNING_REFUSALS = {
  notSignatory: 'DOCUMENT_SIGNATORY_NOT_FOUND',
  waiting: 'DOCUMENT_WAITING_FOR_EARLIER_SIGNATORY',
  ready: 'DOCUMENT_SIGNATORY_NOT_READY',
  signing: 'DOCUMENT_SIGNATORY_NOT_READY',
  failed: 'DOCUMENT_SIGNATORY_NOT_READY',
  signedByMe: 'DOCUMENT_ALREADY_SIGNED',
  fullySigned: 'DOCUMENT_ALREADY_SIGNED',
  declined: 'DOCUMENT_DECLINED',
} as const satisfies Record<DocumentSigningState, ErrorReason>;

export type SigningDecision =
  | { allowed: true; from: DocumentSigningState }
  | { allowed: false; from: DocumentSigningState; reason: ErrorReason };

/**
 * What the api asks before writing a signature: may `input.personId` sign `payload.signatoryId`
 * now? Decided by the machine's own guards from its first state; refused with the state's reason,
 * or, in ready, because the named signatory is not the signer's pending one whose turn it is
 * (the route has already answered 404 for a signatory that is not the caller's).
 */
export function signingDecision(
  input: DocumentSigningInput,
  payload: SignPayload,
): SigningDecision {
  const [snapshot] = initialTransition(documentSigningMachine, input);
  const from = snapshot.value as DocumentSigningState;
  if (snapshot.can({ type: 'document.sign', ...payload })) return { allowed: true, from };
  if (from === 'ready') {
    const signatory = input.signatories.find((candidate) => candidate.id === payload.signatoryId);
    if (signatory && allSigned(signatory))
      return { allowed: false, from, reason: 'DOCUMENT_ALREADY_SIGNED' };
    if (signatory && !maySign(input, signatory.id))
      return { allowed: false, from, reason: 'DOCUMENT_WAITING_FOR_EARLIER_SIGNATORY' };
  }
  return { allowed: false, from, reason: DOCUMENT_SIGNING_REFUSALS[from] };
}
