import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  documentSigningMachine,
  DocumentSigningError,
  isReadyToSign,
  isSigned,
  signatoryStatus,
  signingDecision,
  signingStateOf,
  type DocumentSigningFacts,
  type DocumentSigningInput,
  type SignPayload,
} from './documentSigning.machine';

const OFFICE = 'person-office';
const CREW = 'person-crew';

/** The office signs first, crew@ second: the demo's one-by-one contract. */
function contract(
  order: DocumentSigningFacts['order'],
  officeSigned: boolean,
  crewSigned = false,
): DocumentSigningFacts {
  return {
    order,
    declined: false,
    signatories: [
      { id: 's-office', personId: OFFICE, signatures: [{ id: 'g-office', signed: officeSigned }] },
      {
        id: 's-crew',
        personId: CREW,
        signatures: [
          { id: 'g-crew-1', signed: crewSigned },
          { id: 'g-crew-2', signed: crewSigned },
        ],
      },
    ],
  };
}
const as = (personId: string, facts: DocumentSigningFacts): DocumentSigningInput => ({
  ...facts,
  personId,
});
const sign = (signatoryId: string): SignPayload => ({
  signatoryId,
  signature: 'data:image/png;base64,AAAA',
  rating: null,
  formFields: {},
});

describe('documentSigning rules', () => {
  it('one by one: the second signatory waits until the first has signed', () => {
    expect(signingStateOf(as(CREW, contract('oneByOne', false)))).toBe('waiting');
    expect(signatoryStatus(contract('oneByOne', false), 's-crew')).toBe('waiting');
    expect(isReadyToSign(as(CREW, contract('oneByOne', false)))).toBe(false);
    expect(signingStateOf(as(OFFICE, contract('oneByOne', false)))).toBe('ready');
    expect(signingStateOf(as(CREW, contract('oneByOne', true)))).toBe('ready');
    expect(signatoryStatus(contract('oneByOne', true), 's-crew')).toBe('readyToSign');
  });

  it('any order: every signatory may sign at once', () => {
    expect(signingStateOf(as(CREW, contract('anyOrder', false)))).toBe('ready');
    expect(signatoryStatus(contract('anyOrder', false), 's-crew')).toBe('readyToSign');
  });

  it('a signatory with some of several signatures signed is On Going', () => {
    const facts = contract('anyOrder', false);
    facts.signatories[1]!.signatures[0]!.signed = true;
    expect(signatoryStatus(facts, 's-crew')).toBe('onGoing');
    expect(isReadyToSign(as(CREW, facts))).toBe(true);
    expect(isSigned(as(CREW, facts))).toBe(false);
  });

  it('signed by me, fully signed, declined, not a signatory', () => {
    expect(signingStateOf(as(OFFICE, contract('oneByOne', true)))).toBe('signedByMe');
    expect(isSigned(as(OFFICE, contract('oneByOne', true)))).toBe(true);
    expect(signingStateOf(as(CREW, contract('oneByOne', true, true)))).toBe('fullySigned');
    expect(signingStateOf(as(CREW, { ...contract('anyOrder', false), declined: true }))).toBe(
      'declined',
    );
    expect(signingStateOf(as('someone-else', contract('anyOrder', false)))).toBe('notSignatory');
  });

  it('the api decision refuses out-of-order, foreign and repeated signing with reasons', () => {
    expect(signingDecision(as(CREW, contract('oneByOne', false)), sign('s-crew'))).toEqual({
      allowed: false,
      from: 'waiting',
      reason: 'DOCUMENT_WAITING_FOR_EARLIER_SIGNATORY',
    });
    expect(signingDecision(as(CREW, contract('oneByOne', true)), sign('s-crew'))).toEqual({
      allowed: true,
      from: 'ready',
    });
    // crew@ may not sign the office's signatory, whatever a client sends
    expect(signingDecision(as(CREW, contract('anyOrder', false)), sign('s-office')).allowed).toBe(
      false,
    );
    expect(signingDecision(as(OFFICE, contract('oneByOne', true)), sign('s-office'))).toMatchObject(
      {
        allowed: false,
        reason: 'DOCUMENT_ALREADY_SIGNED',
      },
    );
    expect(
      signingDecision(as(CREW, { ...contract('anyOrder', false), declined: true }), sign('s-crew')),
    ).toMatchObject({
      reason: 'DOCUMENT_DECLINED',
    });
    expect(
      signingDecision(as(CREW, contract('anyOrder', false)), { ...sign('s-crew'), signature: '' })
        .allowed,
    ).toBe(false);
  });
});

describe('documentSigning actor', () => {
  it('signs, fails, retries with the same signature and ends signed by me', async () => {
    const sent: SignPayload[] = [];
    let fail = true;
    const actor = createActor(
      documentSigningMachine.provide({
        actors: {
          signDocument: fromPromise(async ({ input }) => {
            sent.push(input.payload);
            if (fail) {
              fail = false;
              throw new DocumentSigningError('DOCUMENT_SIGNATORY_NOT_READY');
            }
            return contract('oneByOne', true, true);
          }),
        },
      }),
      { input: as(CREW, contract('oneByOne', true)) },
    ).start();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'document.sign', ...sign('s-crew') });
    expect(actor.getSnapshot().value).toBe('signing');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('DOCUMENT_SIGNATORY_NOT_READY');
    actor.send({ type: 'document.retry' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(actor.getSnapshot().value).toBe('fullySigned');
  });

  it('a signature arriving from the earlier signatory makes the waiting signer ready', () => {
    const actor = createActor(documentSigningMachine, {
      input: as(CREW, contract('oneByOne', false)),
    }).start();
    expect(actor.getSnapshot().can({ type: 'document.sign', ...sign('s-crew') })).toBe(false);
    actor.send({ type: 'document.signatureArrived', facts: contract('oneByOne', true) });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().can({ type: 'document.sign', ...sign('s-crew') })).toBe(true);
  });
});
