import type { EventObject } from 'xstate';
import { questionFixture } from './form.fixtures';
import { formFillingMachine, type FormFillingEvent } from './formFilling.machine';
import type { MachineModel } from './model-graph';

// The formFilling test model (decision 022): a two-question form (a required text of at most 5
// characters, an optional yes / no), the user's events with acceptable, refused and cleared
// answers, and the sender's answers. The draft actions do nothing here; the model test and
// `npm run paths -- formFilling` traverse it.

export const formFillingModelQuestions = [
  questionFixture({ id: 11, kind: 'text', required: true, maxLength: 5 }),
  questionFixture({ id: 12, kind: 'yesNo' }),
];

export type FormFillingModelEvent =
  | FormFillingEvent
  | { type: 'xstate.done.actor.submitAnswers'; output: unknown }
  | { type: 'xstate.error.actor.submitAnswers'; error: unknown };

export const formFillingModelEvents: FormFillingModelEvent[] = [
  { type: 'answer.change', value: 'ok' },
  { type: 'answer.change', value: 'too long' },
  { type: 'answer.change', value: true },
  { type: 'answer.change', value: null },
  { type: 'question.next' },
  { type: 'question.back' },
  { type: 'question.show', questionId: 11 },
  { type: 'question.show', questionId: 12 },
  { type: 'form.review' },
  { type: 'form.submit' },
  { type: 'form.retry' },
  { type: 'xstate.done.actor.submitAnswers', output: { id: 1 } },
  { type: 'xstate.error.actor.submitAnswers', error: { reason: 'offline' } },
];

/** The machine as traversed: the draft is kept nowhere. */
export const formFillingModelMachine = formFillingMachine.provide({
  actions: { persistDraft: () => {}, clearDraft: () => {} },
});

function describeFormEvent(event: EventObject): string {
  const e = event as FormFillingModelEvent;
  if (e.type === 'answer.change') return `${e.type}(${JSON.stringify(e.value)})`;
  if (e.type === 'question.show') return `${e.type}(${e.questionId})`;
  return e.type;
}

export const formFillingModel: MachineModel<typeof formFillingModelMachine> = {
  machine: formFillingModelMachine,
  starts: [
    { name: 'a new form', input: { questions: formFillingModelQuestions } },
    {
      name: 'a draft at the summary',
      input: { questions: formFillingModelQuestions, answers: { '11': 'ok' }, place: 'summary' },
    },
  ],
  events: formFillingModelEvents as EventObject[],
  describeEvent: describeFormEvent,
};
