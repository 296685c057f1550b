import { describe as suite, afterAll, beforeAll, expect, it } from 'vitest';
import { TINY_PNG_DATA_URL } from '../../../machines/form.fixtures';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness, GraphQLResult } from '../../test/helpers';
import { answersOf } from './resolvers';

const TO_FILL = /* GraphQL */ `
  {
    formsToFill {
      id
      title
      questionCount
      requiredCount
    }
  }
`;
const FORM = /* GraphQL */ `
  query Form($id: ID!) {
    form(id: $id) {
      id
      title
      purpose
      questions {
        id
        kind
        label
        required
        min
        max
        integer
        maxLength
        options {
          value
          label
        }
      }
    }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation Submit($formId: ID!, $answers: [FormAnswerInput!]!, $key: String!) {
    submitForm(formId: $formId, answers: $answers, idempotencyKey: $key) {
      id
      formId
      answerCount
    }
  }
`;

type Question = {
  id: string;
  kind: string;
  required: boolean;
  min: number | null;
  options: { value: string }[];
};
type Form = { id: string; title: string; purpose: string; questions: Question[] };
const reasonOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.['reason'];

suite('answersOf', () => {
  it('maps each typed answer to the api’s value and refuses an answer with no or two values', () => {
    expect(
      answersOf([
        { questionId: '1', text: 'Hall 2' },
        { questionId: '2', number: 3 },
        { questionId: '3', yesNo: false },
        { questionId: '4', choice: 'a' },
        { questionId: '5', choices: [] },
        { questionId: '6', date: '2026-11-24' },
        { questionId: '7', photoId: '12' },
        { questionId: '8', signature: TINY_PNG_DATA_URL },
      ]),
    ).toEqual({
      '1': 'Hall 2',
      '2': 3,
      '3': false,
      '4': 'a',
      '5': [],
      '6': '2026-11-24',
      '7': { photoId: 12 },
      '8': TINY_PNG_DATA_URL,
    });
    expect(() => answersOf([{ questionId: '1' }])).toThrow(/exactly one/);
    expect(() => answersOf([{ questionId: '1', text: 'a', number: 1 }])).toThrow(/exactly one/);
    expect(() => answersOf([{ questionId: '1', photoId: 'abc' }])).toThrow(/photoId must be an id/);
    expect(() =>
      answersOf([
        { questionId: '1', text: 'a' },
        { questionId: '1', text: 'b' },
      ]),
    ).toThrow(/twice/);
  });
});

suite.each(testBackends())('forms on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;
  let walkThrough: Form;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  it('lists the forms to fill in and reads one, one upstream call each', async () => {
    const before = gateway.upstream.calls.length;
    const list = await gateway.execute<{
      formsToFill: { id: string; title: string; questionCount: number }[];
    }>(TO_FILL, {}, { token: crewToken });
    expect(list.errors).toBeUndefined();
    expect(list.data?.formsToFill.map((form) => [form.title, form.questionCount])).toEqual([
      ['Equipment damage report', 9],
      ['Venue safety walk-through', 8],
    ]);
    const id = list.data?.formsToFill[1]?.id ?? '';
    const form = await gateway.execute<{ form: Form }>(FORM, { id }, { token: crewToken });
    expect(form.errors).toBeUndefined();
    walkThrough = form.data!.form;
    expect(walkThrough.questions.map((question) => question.kind)).toEqual([
      'text',
      'yesNo',
      'number',
      'singleChoice',
      'multipleChoice',
      'date',
      'photo',
      'signature',
    ]);
    expect(gateway.upstream.calls.slice(before)).toEqual([
      'GET /api/v1/formsToFill',
      `GET /api/v1/forms/perform/${id}`,
    ]);
  });

  it('answers null for a form that is not the caller’s, forbidden without the right', async () => {
    const chief = await gateway.api.signInAs('chief');
    const theirs = await gateway.execute<{ formsToFill: { id: string; title: string }[] }>(
      TO_FILL,
      {},
      { token: chief },
    );
    expect(theirs.data?.formsToFill.map((form) => form.title)).toEqual([
      'Venue safety walk-through',
    ]);
    const crewList = await gateway.execute<{ formsToFill: { id: string; title: string }[] }>(
      TO_FILL,
      {},
      { token: crewToken },
    );
    const damage = crewList.data?.formsToFill.find(
      (form) => form.title === 'Equipment damage report',
    )?.id;
    const result = await gateway.execute<{ form: Form | null }>(
      FORM,
      { id: damage },
      { token: chief },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.form).toBeNull();
    expect(
      errorCode(
        await gateway.execute(TO_FILL, {}, { token: await gateway.api.signInAs('planner') }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('passes refused answers on with their reason, then sends the answers once per key', async () => {
    const byKind = (kind: string) =>
      walkThrough.questions.find((question) => question.kind === kind)!;
    const answers = [
      { questionId: byKind('text').id, text: 'Hall 2' },
      { questionId: byKind('yesNo').id, yesNo: true },
      { questionId: byKind('number').id, number: 4 },
      { questionId: byKind('singleChoice').id, choice: byKind('singleChoice').options[0]?.value },
      { questionId: byKind('date').id, date: '2026-11-24' },
      { questionId: byKind('signature').id, signature: TINY_PNG_DATA_URL },
    ];
    const refused = await gateway.execute(
      SUBMIT,
      { formId: walkThrough.id, answers: answers.slice(1), key: `gw-refused-${backend}` },
      { token: crewToken },
    );
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(reasonOf(refused)).toBe('FORM_ANSWERS_REFUSED');
    const variables = { formId: walkThrough.id, answers, key: `gw-sent-${backend}` };
    const sent = await gateway.execute<{ submitForm: { id: string; answerCount: number } }>(
      SUBMIT,
      variables,
      { token: crewToken },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.submitForm).toMatchObject({ formId: walkThrough.id, answerCount: 6 });
    const again = await gateway.execute<{ submitForm: { id: string } }>(SUBMIT, variables, {
      token: crewToken,
    });
    expect(again.data?.submitForm.id).toBe(sent.data?.submitForm.id);
    const list = await gateway.execute<{ formsToFill: { title: string }[] }>(
      TO_FILL,
      {},
      { token: crewToken },
    );
    expect(list.data?.formsToFill.map((form) => form.title)).toEqual(['Equipment damage report']);
  });
});
