import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FormAnswers } from './formAnswers';
import type { FormFillingEvent } from './formFilling.machine';
import {
  formFillingModelEvents,
  formFillingModelMachine,
  formFillingModelQuestions,
  type FormFillingModelEvent,
} from './formFilling.model';

// Every shortest path of the chart, on a two-question form (a required text of at most 5
// characters, an optional yes / no), run against the real machine with a fake sender whose answer
// the path decides (decision 022: the runtime's events are part of the model).

const questions = formFillingModelQuestions;
type ModelEvent = FormFillingModelEvent;
const events = formFillingModelEvents;
const quiet = formFillingModelMachine;
const paths = getShortestPaths(quiet, {
  events: events as FormFillingEvent[],
  input: { questions },
});

/**
 * Every shortest path, and each one extended by every event its end state accepts: together they
 * take every transition of the chart from every state the form can be in.
 */
const walks = paths.flatMap((path) => [
  path.steps.map((step) => ({
    event: step.event as ModelEvent | { type: 'xstate.init' },
    state: step.state,
  })),
  ...events
    .filter((event) => path.state.can(event as FormFillingEvent))
    .map((event) => {
      const [state] = transition(quiet, path.state, event as FormFillingEvent);
      return [
        ...path.steps.map((step) => ({
          event: step.event as ModelEvent | { type: 'xstate.init' },
          state: step.state,
        })),
        { event, state },
      ];
    }),
]);

/** Each step as `from --event--> to`, with the state values of the chart. */
function edgesOf(walk: (typeof walks)[number]): string[] {
  const edges: string[] = [];
  let from = 'answering';
  for (const step of walk) {
    if (step.event.type === 'xstate.init') continue;
    const to = String(step.state.value);
    edges.push(`${from} --${step.event.type}--> ${to}`);
    from = to;
  }
  return edges;
}

describe('formFillingMachine model', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual([
      'answering',
      'failed',
      'submitted',
      'submitting',
      'summary',
    ]);
  });

  it('walks every transition of the chart', () => {
    const walked = new Set(walks.flatMap(edgesOf));
    const chart = [
      'answering --answer.change--> answering',
      'answering --question.next--> answering',
      'answering --question.next--> summary',
      'answering --question.back--> answering',
      'answering --question.show--> answering',
      'answering --form.review--> summary',
      'summary --question.back--> answering',
      'summary --question.show--> answering',
      'summary --form.submit--> submitting',
      'submitting --xstate.done.actor.submitAnswers--> submitted',
      'submitting --xstate.error.actor.submitAnswers--> failed',
      'failed --form.retry--> submitting',
      'failed --question.show--> answering',
    ];
    for (const edge of chart) expect(walked, edge).toContain(edge);
  });

  it.each(walks.map((walk) => [walk.map((step) => step.event.type).join(' → '), walk] as const))(
    'runs %s',
    async (_, walk) => {
      const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
      const sent: FormAnswers[] = [];
      const actor = createActor(
        quiet.provide({
          actors: {
            submitAnswers: fromPromise(({ input }) => {
              sent.push(input.answers);
              return new Promise((resolve, reject) => pending.push({ resolve, reject }));
            }),
          },
        }),
        { input: { questions } },
      ).start();
      for (const step of walk) {
        const event = step.event;
        if (event.type === 'xstate.init') continue;
        if (event.type === 'xstate.done.actor.submitAnswers')
          pending.shift()?.resolve(event.output);
        else if (event.type === 'xstate.error.actor.submitAnswers')
          pending.shift()?.reject(event.error);
        else actor.send(event);
        await Promise.resolve();
        await Promise.resolve();
        const expected = step.state;
        expect(actor.getSnapshot().value).toEqual(expected.value);
        expect(actor.getSnapshot().context.answers).toEqual(expected.context.answers);
        expect(actor.getSnapshot().context.index).toBe(expected.context.index);
        expect(actor.getSnapshot().context.problem).toBe(expected.context.problem);
      }
      // Whatever was sent was acceptable: the machine never sends a refused answer.
      for (const answers of sent) expect(answers['11']).toBe('ok');
    },
  );
});
