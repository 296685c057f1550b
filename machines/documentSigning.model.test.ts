import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateNode } from 'xstate';
import {
  DOCUMENT_SIGNING_REFUSALS,
  documentSigningMachine,
  signingDecision,
  type DocumentSigningEvent,
  type DocumentSigningFacts,
  type DocumentSigningState,
  type SignDocumentInput,
} from './documentSigning.machine';
import {
  describeDocumentSigningEvent,
  documentSigningModel,
  documentSigningModelEvents,
  type DocumentSigningModelEvent,
} from './documentSigning.model';
import {
  modelPaths,
  modelStates,
  modelTransitions,
  stateName,
  type ModelPath,
} from './model-graph';

const paths = modelPaths(documentSigningModel);
const transitions = modelTransitions(documentSigningModel, paths);
const describe_ = (path: ModelPath) =>
  `${path.start}: ${path.events.map(describeDocumentSigningEvent).join(' → ') || '(start)'} ⇒ ${stateName(path.state.value)}`;

/** The machine's own chart: its atomic states and, per state, the event types it handles. */
function chart() {
  const atomic: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (children.length === 0) atomic.push(node);
    children.forEach(visit);
  };
  visit(documentSigningMachine.root);
  const handled = (node: AnyStateNode): string[] => {
    if (node.type === 'final') return []; // a final state of the root ends the actor
    const own: string[] = [];
    for (let at: AnyStateNode | undefined = node; at; at = at.parent)
      own.push(...at.transitions.keys());
    return [...new Set(own)];
  };
  const transient = atomic.filter((node) => node.always && node.always.length > 0);
  return {
    states: atomic.filter((node) => !transient.includes(node)).map((node) => node.key),
    edges: atomic
      .filter((node) => !transient.includes(node))
      .flatMap((node) => handled(node).map((type) => `${node.key} ${type}`)),
    alwaysTargets: transient.flatMap((node) =>
      node.always!.flatMap((t) => (t.target ?? []).map((target) => target.key)),
    ),
  };
}

/** The real machine; its signDocument answers as the path says (resolved or rejected on demand). */
function startRun(input: (typeof documentSigningModel.starts)[number]['input']) {
  const calls: {
    input: SignDocumentInput;
    resolve: (facts: DocumentSigningFacts) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const actor = createActor(
    documentSigningMachine.provide({
      actors: {
        signDocument: fromPromise<DocumentSigningFacts, SignDocumentInput>(
          ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: input! },
  ).start();
  const exec = async (event: DocumentSigningModelEvent) => {
    const last = calls[calls.length - 1];
    if (event.type === 'xstate.done.actor.signDocument') last!.resolve(event.output);
    else if (event.type === 'xstate.error.actor.signDocument') last!.reject(event.error);
    else actor.send(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, exec };
}

describe('documentSigningMachine model', () => {
  it('covers 100 % of the chart: every state, every transition, every decision out of deciding', () => {
    const { states, edges, alwaysTargets } = chart();
    const reached = [...modelStates(documentSigningModel, paths).keys()];
    expect([...reached].sort()).toEqual([...states].sort());
    const taken = new Set(transitions.map((t) => `${t.from} ${t.event.type}`));
    expect(edges.filter((edge) => !taken.has(edge))).toEqual([]);
    // Every branch of the transient deciding state is taken: its target is reached on some path.
    expect(alwaysTargets.filter((target) => !reached.includes(target))).toEqual([]);
    expect(states).toHaveLength(8);
  });

  it('every refused sign has a reason the api gives, and the api agrees with the chart in every settled state', () => {
    const signs = documentSigningModelEvents.filter(
      (event): event is Extract<DocumentSigningEvent, { type: 'document.sign' }> =>
        event.type === 'document.sign',
    );
    for (const path of paths) {
      const state = stateName(path.state.value) as DocumentSigningState;
      if (state === 'signing' || state === 'failed') continue; // in flight: the api decides from the stored facts
      for (const sign of signs) {
        const { context } = path.state;
        const decision = signingDecision(context, sign);
        expect(decision.from).toBe(state);
        expect(decision.allowed).toBe(path.state.can(sign));
        if (
          !decision.allowed &&
          sign.signature !== '' &&
          sign.signatoryId === context.signatories[1]!.id
        )
          expect(decision.reason).toBe(DOCUMENT_SIGNING_REFUSALS[state]);
      }
    }
  });

  it.each(paths.map((path) => [describe_(path), path] as const))('%s', async (_, path) => {
    const start = documentSigningModel.starts.find((candidate) => candidate.name === path.start)!;
    const run = startRun(start.input);
    for (const [index, event] of path.events.entries()) {
      await run.exec(event as DocumentSigningModelEvent);
      const expected = path.snapshots[index]!;
      const actual = run.actor.getSnapshot();
      expect(actual.value).toEqual(expected.value);
      expect(actual.context).toEqual(expected.context);
      // What the screen asks to enable its sign button: the running actor and the model agree.
      for (const sign of documentSigningModelEvents.filter((e) => e.type === 'document.sign'))
        expect(actual.can(sign as DocumentSigningEvent)).toBe(
          expected.can(sign as DocumentSigningEvent),
        );
    }
    // A retry sends the very signature the failed attempt sent.
    const retried = path.events.findIndex((event) => event.type === 'document.retry');
    if (retried >= 0) expect(run.calls[run.calls.length - 1]!.input).toEqual(run.calls[0]!.input);
  });

  it('lists every transition once', () => {
    const keys = transitions.map(
      (t) => `${t.from} ${describeDocumentSigningEvent(t.event)} ${t.to}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('waiting document.signatureArrived(officeSigned) ready');
    expect(keys).toContain('ready document.sign(own signatory) signing');
    expect(keys).toContain('failed document.retry signing');
    expect(keys).toContain('signing xstate.done.actor.signDocument(crewSigned) signedByMe');
    // Facts arriving mid-flight keep the signature in flight (it is not offered twice).
    expect(keys).toContain('signing document.signatureArrived(allSigned) signing');
  });
});
