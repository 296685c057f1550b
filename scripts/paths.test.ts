import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINE_MODELS } from '../machines/models';
import { describeMachinePaths } from './paths';

describe('npm run paths', () => {
  it('has a model for every machine in machines/', () => {
    const machines = readdirSync(new URL('../machines/', import.meta.url))
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => file.replace('.machine.ts', ''));
    expect(Object.keys(MACHINE_MODELS).sort()).toEqual(machines.sort());
  });

  it('prints every documentSigning state with the events that reach it, and its transitions', () => {
    const text = describeMachinePaths('documentSigning', MACHINE_MODELS.documentSigning!);
    expect(text).toMatch(/^documentSigning: 8 states reached of 8, \d+ transitions/);
    for (const state of [
      'notSignatory',
      'waiting',
      'ready',
      'signing',
      'failed',
      'signedByMe',
      'fullySigned',
      'declined',
    ])
      expect(text).toMatch(new RegExp(`^  ${state}: `, 'm'));
    expect(text).not.toContain('not reached');
    expect(text).toContain(
      '  signedByMe: from "crew@, second after the office": document.signatureArrived(officeSigned) → document.sign(own signatory) → xstate.done.actor.signDocument(crewSigned)',
    );
    expect(text).toContain('  waiting --document.signatureArrived(officeSigned)--> ready');
    expect(text).toContain('  failed --document.retry--> signing');
  });

  it('prints the session, including its nested states and timers', () => {
    const text = describeMachinePaths('session', MACHINE_MODELS.session!);
    expect(text).toMatch(/^session: 4 states reached of 4/);
    expect(text).toContain('  signingIn: from "nothing stored": session.signIn');
    expect(text).toMatch(
      /^ {2}signedIn\.refreshing: from "a valid stored session": xstate\.after\.refreshInterval\./m,
    );
    expect(text).toContain('  signedIn.idle --session.logout--> signedOut');
  });

  // A machine with a state no event leads to would be listed here: the script says so instead of
  // hiding it. crewItemStatus reaches all of its states (api/routes/crew-items/README.md, The status chart).
  const partlyReached: Record<string, string[]> = {};
  it.each(Object.keys(MACHINE_MODELS))(
    'reaches every state of %s that an event leads to',
    (name) => {
      const text = describeMachinePaths(name, MACHINE_MODELS[name]!);
      const unreached = [...text.matchAll(/^ {2}(\S+): not reached by the model$/gm)].map(
        (match) => match[1],
      );
      expect(unreached).toEqual(partlyReached[name] ?? []);
    },
  );
});
