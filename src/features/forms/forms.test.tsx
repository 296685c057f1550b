import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import common from '../../i18n/locales/en.json';
import en from './locales/en.json';
import { slugOf } from '../../lib/paths';
import { answerInputs, draftKey, placeFromPath, readDraft } from '../../lib/forms/form-draft';
import { FormPage } from './FormPage';
import { EVERY_KIND, TINY_PNG_DATA_URL } from '../../../machines/form.fixtures';

const question = (overrides: Record<string, unknown>) => ({
  __typename: 'FormQuestion',
  help: null,
  required: false,
  maxLength: null,
  min: null,
  max: null,
  integer: false,
  options: [],
  ...overrides,
});

const form = {
  __typename: 'Form',
  id: '4',
  title: 'Venue safety walk-through',
  description: 'Walk your area.',
  purpose: 'general',
  questions: [
    question({ id: '21', kind: 'text', label: 'Which area?', required: true, maxLength: 20 }),
    question({ id: '22', kind: 'yesNo', label: 'Exits free?', required: true }),
  ],
};

function open(resolve: FixtureResolver, url = '/forms/4/venue-safety-walk-through') {
  return renderRoute(<FormPage />, {
    path: '/forms/:id/:name?/:questionId?',
    url,
    namespaces: { forms: en, common },
    resolve,
  });
}

afterEach(() => localStorage.clear());

describe('form-draft', () => {
  it('reads the place from the path and names the form in it', () => {
    expect(placeFromPath('summary')).toBe('summary');
    expect(placeFromPath('12')).toEqual({ questionId: 12 });
    expect(placeFromPath('x')).toBeNull();
    expect(placeFromPath(undefined)).toBeNull();
    expect(slugOf('Équipement: damage report!')).toBe('equipement-damage-report');
  });

  it('turns answers into the typed GraphQL answers, unanswered ones left out', () => {
    expect(
      answerInputs(EVERY_KIND, {
        '1': 'a',
        '2': 3,
        '3': false,
        '4': 'a',
        '5': ['x'],
        '6': '2026-11-24',
        '7': { photoId: 9 },
        '8': TINY_PNG_DATA_URL,
      }),
    ).toEqual([
      { questionId: '1', text: 'a' },
      { questionId: '2', number: 3 },
      { questionId: '3', yesNo: false },
      { questionId: '4', choice: 'a' },
      { questionId: '5', choices: ['x'] },
      { questionId: '6', date: '2026-11-24' },
      { questionId: '7', photoId: '9' },
      { questionId: '8', signature: TINY_PNG_DATA_URL },
    ]);
    expect(answerInputs(EVERY_KIND, { '1': 'a' })).toEqual([{ questionId: '1', text: 'a' }]);
  });

  it('ignores a draft it cannot read', () => {
    localStorage.setItem('k', '{not json');
    expect(readDraft(localStorage, 'k')).toBeNull();
    localStorage.setItem(
      'k',
      JSON.stringify({ answers: {}, place: 'elsewhere', idempotencyKey: 'x' }),
    );
    expect(readDraft(localStorage, 'k')).toBeNull();
  });
});

describe('FormPage', () => {
  it('shows a busy state, then the form’s not found text', async () => {
    const { unmount } = open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the form' })).toBeTruthy();
    unmount();
    open(() => ({ data: { form: null } }));
    expect(await screen.findByRole('heading', { name: 'Form not found' })).toBeTruthy();
  });

  it('refuses a required answer until it is given, keeps a draft and sends from the summary', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | null = null;
    open((operation, variables) => {
      if (operation === 'SubmitForm') {
        sent = variables;
        return {
          data: {
            submitForm: {
              __typename: 'FormResult',
              id: '1',
              formId: '4',
              submittedAt: '2026-11-24T07:00:00+00:00',
              answerCount: 2,
            },
          },
        };
      }
      return { data: { form } };
    });
    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please answer this question.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Which area\?/ }), 'Hall 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 2')).toBeTruthy();
    expect(readDraft(localStorage, draftKey('anonymous', '4'))?.answers).toEqual({
      '21': 'Hall 2',
    });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Change the answer to: Exits free?' }).getAttribute('href'),
    ).toBe('/forms/4/venue-safety-walk-through/22');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you, your answers were sent.')).toBeTruthy();
    expect(sent).toMatchObject({
      formId: '4',
      answers: [
        { questionId: '21', text: 'Hall 2' },
        { questionId: '22', yesNo: false },
      ],
    });
    await waitFor(() => expect(localStorage.getItem(draftKey('anonymous', '4'))).toBeNull());
  });

  it('refuses a text longer than the question allows, and lets the shortened one through', async () => {
    const user = userEvent.setup();
    open(() => ({ data: { form } }));
    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    const text = screen.getByRole('textbox', { name: /Which area\?/ });
    await user.type(text, 'x'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please keep it to 20 characters.')).toBeTruthy();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    await user.type(text, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 2')).toBeTruthy();
  });

  it('restores a draft at its place and keeps its answers', async () => {
    localStorage.setItem(
      draftKey('anonymous', '4'),
      JSON.stringify({
        answers: { '21': 'Dock C' },
        place: { questionId: 22 },
        idempotencyKey: 'k-1',
      }),
    );
    open(() => ({ data: { form } }));
    expect(await screen.findByText('Question 2 of 2')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: /Which area\?/ })).value,
    ).toBe('Dock C');
  });
});
