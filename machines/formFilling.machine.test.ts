import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EVERY_KIND, TINY_PNG_DATA_URL, questionFixture } from './form.fixtures';
import type { FormAnswers } from './formAnswers';
import {
  formFillingMachine,
  placeOf,
  type FormDraft,
  type FormFillingInput,
} from './formFilling.machine';

function run(
  input: FormFillingInput,
  submit: (answers: FormAnswers) => Promise<unknown> = async () => ({ id: 1 }),
) {
  const drafts: FormDraft[] = [];
  const cleared = vi.fn();
  const actor = createActor(
    formFillingMachine.provide({
      actions: { persistDraft: (_, draft) => drafts.push(draft), clearDraft: cleared },
      actors: { submitAnswers: fromPromise(({ input: { answers } }) => submit(answers)) },
    }),
    { input },
  ).start();
  const current = () =>
    actor.getSnapshot().context.questions[actor.getSnapshot().context.index]?.id;
  return { actor, drafts, cleared, current };
}

const full: FormAnswers = { '1': 'All clear', '2': 3, '6': '2026-11-24', '8': TINY_PNG_DATA_URL };

describe('formFillingMachine', () => {
  it('refuses a missing required answer until it is given, then moves on', () => {
    const { actor, current } = run({ questions: EVERY_KIND });
    expect(actor.getSnapshot().value).toBe('answering');
    actor.send({ type: 'question.next' });
    expect(current()).toBe(1);
    expect(actor.getSnapshot().context.problem).toBe('required');
    actor.send({ type: 'answer.change', value: 'x'.repeat(21) });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'question.next' });
    expect(actor.getSnapshot().context.problem).toBe('tooLong');
    actor.send({ type: 'answer.change', value: 'Gate B locked' });
    actor.send({ type: 'question.next' });
    expect(current()).toBe(2);
    actor.send({ type: 'question.back' });
    expect(current()).toBe(1);
  });

  it('goes through every question to the summary, sends, and clears the draft', async () => {
    let sent: FormAnswers | null = null;
    const { actor, cleared, drafts } = run(
      { questions: EVERY_KIND },
      async (answers) => (sent = answers),
    );
    for (const question of EVERY_KIND) {
      const value = full[String(question.id)];
      if (value !== undefined) actor.send({ type: 'answer.change', value });
      actor.send({ type: 'question.next' });
    }
    expect(actor.getSnapshot().value).toBe('summary');
    expect(drafts.at(-1)).toEqual({ answers: full, place: 'summary' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('submitted'));
    expect(sent).toEqual(full);
    expect(cleared).toHaveBeenCalledOnce();
  });

  it('restores a draft at its question, or at the summary when every answer is acceptable', () => {
    const atQuestion = run({
      questions: EVERY_KIND,
      answers: { '1': 'a', '2': 1 },
      place: { questionId: 3 },
    });
    expect(atQuestion.current()).toBe(3);
    const atSummary = run({ questions: EVERY_KIND, answers: full, place: 'summary' });
    expect(atSummary.actor.getSnapshot().value).toBe('summary');
    // A summary or a question past the first unanswered one cannot be reached by the path.
    const skipping = run({ questions: EVERY_KIND, answers: { '1': 'a' }, place: 'summary' });
    expect(skipping.actor.getSnapshot().value).toBe('answering');
    expect(skipping.current()).toBe(2);
    const jumping = run({ questions: EVERY_KIND, answers: { '1': 'a' }, place: { questionId: 8 } });
    expect(jumping.current()).toBe(2);
    const fresh = run({ questions: EVERY_KIND });
    expect(fresh.current()).toBe(1);
  });

  it('edits an answer from the summary and comes back with form.review', () => {
    const { actor, current } = run({ questions: EVERY_KIND, answers: full, place: 'summary' });
    actor.send({ type: 'question.show', questionId: 2 });
    expect(current()).toBe(2);
    actor.send({ type: 'answer.change', value: 12 });
    actor.send({ type: 'form.review' });
    expect(actor.getSnapshot().value).toBe('answering');
    actor.send({ type: 'answer.change', value: 9 });
    actor.send({ type: 'form.review' });
    expect(actor.getSnapshot().value).toBe('summary');
    expect(placeOf('summary', actor.getSnapshot().context)).toBe('summary');
    actor.send({ type: 'question.back' });
    expect(current()).toBe(8);
  });

  it('fails, keeps the answers, and sends again on retry', async () => {
    let attempts = 0;
    const { actor } = run({ questions: EVERY_KIND, answers: full, place: 'summary' }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { id: 7 };
    });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect((actor.getSnapshot().context.failure as Error).message).toBe('offline');
    expect(actor.getSnapshot().context.answers).toEqual(full);
    actor.send({ type: 'form.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('submitted'));
    expect(attempts).toBe(2);
  });

  it('saves the draft on every change of answer or place', () => {
    const { actor, drafts } = run({
      questions: [
        questionFixture({ id: 5, kind: 'text' }),
        questionFixture({ id: 6, kind: 'yesNo' }),
      ],
    });
    actor.send({ type: 'answer.change', value: 'hi' });
    actor.send({ type: 'question.next' });
    actor.send({ type: 'answer.change', value: true });
    actor.send({ type: 'answer.change', value: null });
    expect(drafts).toEqual([
      { answers: {}, place: { questionId: 5 } },
      { answers: { '5': 'hi' }, place: { questionId: 5 } },
      { answers: { '5': 'hi' }, place: { questionId: 6 } },
      { answers: { '5': 'hi', '6': true }, place: { questionId: 6 } },
      { answers: { '5': 'hi' }, place: { questionId: 6 } },
    ]);
  });

  it('crashes when the runtime forgets an implementation', () => {
    const actor = createActor(formFillingMachine, { input: { questions: EVERY_KIND } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toMatch(/persistDraft/);
  });
});
