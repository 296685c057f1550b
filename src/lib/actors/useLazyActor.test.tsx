import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { lazyModule, useActorSelector, useLazyActor, type LazyModule } from './useLazyActor';

/** A stand-in machine: keeps the words it is told, in order. */
const wordsMachine = setup({
  types: { context: {} as { words: string[] }, events: {} as { type: 'say'; word: string } },
}).createMachine({
  context: { words: [] },
  on: {
    say: { actions: assign({ words: ({ context, event }) => [...context.words, event.word] }) },
  },
});

type WordsModule = { createWordsActor: () => ReturnType<typeof createActor<typeof wordsMachine>> };
const realModule: WordsModule = { createWordsActor: () => createActor(wordsMachine) };

function deferredModule() {
  let resolve!: (module: WordsModule) => void;
  let reject!: (error: Error) => void;
  const importer = vi.fn(
    () =>
      new Promise<WordsModule>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    module: lazyModule(importer),
    importer,
    resolve: () => resolve(realModule),
    reject: () => reject(new Error('Failed to fetch')),
  };
}

const create = (module: WordsModule) => module.createWordsActor();
const wordsOf = (snapshot: { context: { words: string[] } }) => snapshot.context.words;
const before = ['(not running)'];

let say: (word: string) => void = () => {};
let running: ReturnType<WordsModule['createWordsActor']> | null = null;

function Words({ module }: { module: LazyModule<WordsModule> }) {
  const { actor, send } = useLazyActor(module, create);
  running = actor;
  say = (word) => send({ type: 'say', word });
  const words = useActorSelector(actor, wordsOf, before);
  return <output aria-label="words">{words.join(' ')}</output>;
}

const words = () => screen.getByRole('status', { name: 'words' }).textContent;

describe('useLazyActor', () => {
  it('shows the "before" value, keeps events sent meanwhile and delivers them in order once loaded', async () => {
    const { module, importer, resolve } = deferredModule();
    render(
      <StrictMode>
        <Words module={module} />
      </StrictMode>,
    );
    expect(words()).toBe('(not running)');
    act(() => say('one'));
    act(() => say('two'));
    expect(words()).toBe('(not running)');

    await act(async () => resolve());
    expect(words()).toBe('one two');
    act(() => say('three'));
    expect(words()).toBe('one two three');
    // Imported once, even with StrictMode's second effect run.
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the module has already loaded, and stops the actor on unmount', async () => {
    const { module, resolve } = deferredModule();
    const loading = module.load();
    resolve();
    await loading;
    const view = render(<Words module={module} />);
    expect(words()).toBe('');
    const actor = running;
    expect(actor?.getSnapshot().status).toBe('active');
    view.unmount();
    expect(actor?.getSnapshot().status).toBe('stopped');
  });

  it('tries the import again with the next event when it failed', async () => {
    const { module, importer, reject, resolve } = deferredModule();
    render(<Words module={module} />);
    act(() => say('lost?'));
    await act(async () => reject());
    expect(words()).toBe('(not running)');

    act(() => say('again'));
    expect(importer).toHaveBeenCalledTimes(2);
    await act(async () => resolve());
    expect(words()).toBe('lost? again');
  });
});
