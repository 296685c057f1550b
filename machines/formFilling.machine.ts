import { assign, fromPromise, setup } from 'xstate';
import { answerProblem, answersRefusals } from './formAnswers';
import type { AnswerProblem, AnswerValue, FormAnswers, FormQuestion } from './formAnswers';
import { MissingImplementationError } from './session.errors';

/** The place a person is at in a form: a question's id, or the summary before sending. */
export type FormPlace = { questionId: number } | 'summary';

/** Where a draft is restored from: the form's questions, the answers so far and the place. */
export interface FormFillingInput {
  questions: FormQuestion[];
  answers?: FormAnswers;
  place?: FormPlace | null;
}

export interface FormFillingContext {
  questions: FormQuestion[];
  answers: FormAnswers;
  /** The current question's position in `questions`. */
  index: number;
  /** Why the current answer was refused on 'question.next', until it changes. */
  problem: AnswerProblem | null;
  /** What the last send failed with (the runtime's error), until a retry. */
  failure: unknown;
  /** The draft was restored at the summary with every answer acceptable (decided once, on start). */
  restoredAtSummary: boolean;
}

export type FormFillingEvent =
  /** The current question's answer changed; null clears it. */
  | { type: 'answer.change'; value: AnswerValue | null }
  | { type: 'question.next' }
  | { type: 'question.back' }
  /** Go to a question (editing from the summary, or the browser's back and forward). */
  | { type: 'question.show'; questionId: number }
  /** Straight to the summary once every answer is acceptable. */
  | { type: 'form.review' }
  | { type: 'form.submit' }
  | { type: 'form.retry' };

/** What is saved locally after every change, so a closed tab loses nothing. */
export interface FormDraft {
  answers: FormAnswers;
  place: FormPlace;
}

const missing = (name: string) => new MissingImplementationError('formFillingMachine', name);

/** The first question whose answer is not acceptable, or -1 when every one is. */
export function firstUnanswered(questions: readonly FormQuestion[], answers: FormAnswers): number {
  return questions.findIndex(
    (question) => answerProblem(question, answers[String(question.id)]) !== null,
  );
}

/**
 * The furthest a person may go: up to the first unacceptable answer (no skipping a required
 * question by editing the URL), the last question when every answer is acceptable.
 */
function furthestIndex(questions: readonly FormQuestion[], answers: FormAnswers): number {
  const first = firstUnanswered(questions, answers);
  return first === -1 ? Math.max(questions.length - 1, 0) : first;
}

function indexOf(
  context: Pick<FormFillingContext, 'questions' | 'answers'>,
  questionId: number,
): number {
  const index = context.questions.findIndex((question) => question.id === questionId);
  return index === -1 || index > furthestIndex(context.questions, context.answers) ? -1 : index;
}

/** Where a restored draft (or a path) puts the person: a reachable question, else the furthest one. */
function startIndex(input: FormFillingInput, answers: FormAnswers): number {
  const place = input.place;
  const furthest = furthestIndex(input.questions, answers);
  if (place && place !== 'summary') {
    const index = indexOf({ questions: input.questions, answers }, place.questionId);
    if (index !== -1) return index;
  }
  return place === 'summary'
    ? furthest
    : firstUnanswered(input.questions, answers) === -1
      ? 0
      : furthest;
}

/** The place of a snapshot, for the path and the draft. */
export function placeOf(state: 'answering' | 'summary', context: FormFillingContext): FormPlace {
  const question = context.questions[context.index];
  return state === 'summary' || !question ? 'summary' : { questionId: question.id };
}

/**
 * Filling in a form, question by question (SPEC.md §2 /forms/{id}/{name?}/{questionId?}):
 * answering ⇄ summary → submitting → submitted, or failed → retry. 'question.next' refuses an
 * unacceptable answer (the rules of formAnswers.ts, the same the api applies) and stays with the
 * problem; back and 'question.show' move freely up to the first unanswered question. A draft
 * (answers and place) comes in through `input` and leaves through the `persistDraft` action.
 * Actor `submitAnswers` sends; actions `persistDraft` / `clearDraft` are the runtime's.
 * Chart: docs/state-charts/formFilling.md.
 */
export const formFillingMachine = setup({
  types: {
    context: {} as FormFillingContext,
    events: {} as FormFillingEvent,
    input: {} as FormFillingInput,
  },
  actions: {
    persistDraft: (_, _draft: FormDraft) => {
      throw missing('persistDraft');
    },
    clearDraft: () => {
      throw missing('clearDraft');
    },
  },
  actors: {
    submitAnswers: fromPromise<unknown, { answers: FormAnswers }>(() =>
      Promise.reject(missing('submitAnswers')),
    ),
  },
  guards: {
    currentRefused: ({ context }) => {
      const question = context.questions[context.index];
      return !question || answerProblem(question, context.answers[String(question.id)]) !== null;
    },
    isLast: ({ context }) => context.index >= context.questions.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
    reachable: ({ context, event }) =>
      event.type === 'question.show' && indexOf(context, event.questionId) !== -1,
    allAcceptable: ({ context }) =>
      answersRefusals(context.questions, context.answers).length === 0,
    restoredAtSummary: ({ context }) => context.restoredAtSummary,
  },
}).createMachine({
  id: 'formFilling',
  context: ({ input }) => {
    const answers = input.answers ?? {};
    const restoredAtSummary =
      input.place === 'summary' &&
      input.questions.length > 0 &&
      answersRefusals(input.questions, answers).length === 0;
    return {
      questions: input.questions,
      answers,
      index: startIndex(input, answers),
      problem: null,
      failure: null,
      restoredAtSummary,
    };
  },
  initial: 'restoring',
  states: {
    /** Decides where a restored draft (or the path) starts: the summary or a question. */
    restoring: {
      always: [{ target: 'summary', guard: 'restoredAtSummary' }, { target: 'answering' }],
    },
    answering: {
      entry: {
        type: 'persistDraft',
        params: ({ context }) => ({
          answers: context.answers,
          place: placeOf('answering', context),
        }),
      },
      on: {
        'answer.change': {
          actions: [
            assign(({ context, event }) => {
              const question = context.questions[context.index];
              if (!question) return {};
              const answers = { ...context.answers };
              if (event.value === null) delete answers[String(question.id)];
              else answers[String(question.id)] = event.value;
              return { answers, problem: null };
            }),
            {
              type: 'persistDraft',
              params: ({ context }) => ({
                answers: context.answers,
                place: placeOf('answering', context),
              }),
            },
          ],
        },
        'question.next': [
          {
            guard: 'currentRefused',
            actions: assign(({ context }) => {
              const question = context.questions[context.index];
              return {
                problem: question
                  ? answerProblem(question, context.answers[String(question.id)])
                  : null,
              };
            }),
          },
          { guard: 'isLast', target: 'summary' },
          {
            target: 'answering',
            reenter: true,
            actions: assign(({ context }) => ({ index: context.index + 1, problem: null })),
          },
        ],
        'question.back': {
          guard: 'hasPrevious',
          target: 'answering',
          reenter: true,
          actions: assign(({ context }) => ({ index: context.index - 1, problem: null })),
        },
        'question.show': {
          guard: 'reachable',
          target: 'answering',
          reenter: true,
          actions: assign(({ context, event }) => ({
            index: indexOf(context, event.questionId),
            problem: null,
          })),
        },
        'form.review': {
          guard: 'allAcceptable',
          target: 'summary',
          actions: assign({ problem: null }),
        },
      },
    },
    summary: {
      entry: {
        type: 'persistDraft',
        params: ({ context }) => ({ answers: context.answers, place: 'summary' as const }),
      },
      on: {
        'question.back': {
          target: 'answering',
          actions: assign(({ context }) => ({ index: Math.max(context.questions.length - 1, 0) })),
        },
        'question.show': {
          guard: 'reachable',
          target: 'answering',
          actions: assign(({ context, event }) => ({ index: indexOf(context, event.questionId) })),
        },
        'form.submit': { guard: 'allAcceptable', target: 'submitting' },
      },
    },
    submitting: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'submitAnswers',
        src: 'submitAnswers',
        input: ({ context }) => ({ answers: context.answers }),
        onDone: 'submitted',
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    failed: {
      on: {
        'form.retry': 'submitting',
        'question.show': {
          guard: 'reachable',
          target: 'answering',
          actions: assign(({ context, event }) => ({
            index: indexOf(context, event.questionId),
            failure: null,
          })),
        },
      },
    },
    submitted: { type: 'final', entry: 'clearDraft' },
  },
});
