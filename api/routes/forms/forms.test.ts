import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG_DATA_URL } from '../../../machines/form.fixtures';
import { hashPassword } from '../../auth/passwords';
import { persons, roles } from '../../db/core.tables';
import {
  DEMO_PASSWORD,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../../db/seed/factories';
import { JPEG } from '../../test/images';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import type { Form, FormPhoto, FormResult, FormToFill } from './forms.schemas';
import { createForm } from './forms.seed';
import { formPhotos } from './forms.tables';
import { formResults } from '../../db/tables/forms.tables';

function multipart(bytes: Buffer, fileName = 'damage.jpg', type = 'image/jpeg') {
  const boundary = '----crewhubforms' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testBackends())('forms on %s', (backend) => {
  let api: TestApi;
  let dataDir: string;
  let crewToken: string;
  let toFill: FormToFill[];

  const formByTitle = (title: string) => {
    const form = toFill.find((item) => item.title === title);
    if (!form) throw new Error(`crew@ has no form ${title}`);
    return form;
  };
  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const resultCount = async () =>
    (await api.database.db.select({ n: count() }).from(formResults))[0]?.n ?? 0;
  const listToFill = async (token = crewToken) => {
    const response = await call(api.app, 'GET', '/formsToFill', { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: FormToFill[] }>().items;
  };
  const perform = async (id: number, token = crewToken) =>
    call(api.app, 'GET', `/forms/perform/${id}`, { token });
  const send = (payload: unknown, token = crewToken, headers: Record<string, string> = {}) =>
    call(api.app, 'POST', '/formResults/perform', { token, payload: payload as object, headers });
  const upload = (formId: number, bytes: Buffer, token = crewToken) => {
    const { payload, headers } = multipart(bytes);
    return call(api.app, 'POST', `/forms/perform/${formId}/photos`, { token, payload, headers });
  };

  /** Acceptable answers to every question of `form`, with `photoId` for its photo questions. */
  function answersTo(form: Form, photoId?: number): Record<string, unknown> {
    const answers: Record<string, unknown> = {};
    for (const question of form.questions) {
      const key = String(question.id);
      if (question.kind === 'text') answers[key] = 'Hall 2, backstage';
      if (question.kind === 'number') answers[key] = question.min ?? 1;
      if (question.kind === 'yesNo') answers[key] = true;
      if (question.kind === 'singleChoice') answers[key] = question.options[0]?.value;
      if (question.kind === 'multipleChoice') answers[key] = [question.options[1]?.value];
      if (question.kind === 'date') answers[key] = '2026-11-24';
      if (question.kind === 'photo' && photoId !== undefined) answers[key] = { photoId };
      if (question.kind === 'signature') answers[key] = TINY_PNG_DATA_URL;
    }
    return answers;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-forms-'));
    api = await createTestApi({ backend, env: { DATA_DIR: dataDir } });
    crewToken = await api.signInAs('crew');
    toFill = await listToFill();
  });
  afterAll(async () => {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the forms assigned to the caller that they have not answered', async () => {
    expect(
      toFill.map(({ title, questionCount, requiredCount }) => [
        title,
        questionCount,
        requiredCount,
      ]),
    ).toEqual([
      ['Equipment damage report', 9, 7],
      ['Venue safety walk-through', 8, 6],
    ]);
    expect((await listToFill(await api.signInAs('chief'))).map((form) => form.title)).toEqual([
      'Venue safety walk-through',
    ]);
  });

  it('reads a form with its questions in order and every kind', async () => {
    const response = await perform(formByTitle('Venue safety walk-through').id);
    expect(response.statusCode).toBe(200);
    const form = response.json<Form>();
    expect(form.purpose).toBe('general');
    expect(form.questions.map((question) => question.kind)).toEqual([
      'text',
      'yesNo',
      'number',
      'singleChoice',
      'multipleChoice',
      'date',
      'photo',
      'signature',
    ]);
    expect(form.questions[2]).toMatchObject({ min: 0, max: 50, integer: true, required: true });
    expect(form.questions[3]?.options[0]).toEqual({
      value: 'dry-and-clear',
      label: 'Dry and clear',
    });
  });

  it('refuses a missing required or an invalid answer with 400 and each question, and writes nothing', async () => {
    const form = (await perform(formByTitle('Venue safety walk-through').id)).json<Form>();
    const before = await resultCount();
    const answers = answersTo(form);
    const [text, yesNo, number, single, , date, , signature] = form.questions.map((question) =>
      String(question.id),
    );
    for (const [change, problem, question] of [
      [{ [text!]: undefined }, 'required', text],
      [{ [text!]: 'x'.repeat(121) }, 'tooLong', text],
      [{ [yesNo!]: 'yes' }, 'wrongType', yesNo],
      [{ [number!]: 51 }, 'aboveMax', number],
      [{ [number!]: 2.5 }, 'notAWholeNumber', number],
      [{ [single!]: 'flooded' }, 'notAnOption', single],
      [{ [date!]: '2026-02-30' }, 'notADate', date],
      [{ [signature!]: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' }, 'notASignature', signature],
      [{ '999999': 'extra' }, 'unknownQuestion', '999999'],
    ] as const) {
      const response = await send({ formId: form.id, answers: { ...answers, ...change } });
      expect(response.statusCode, problem).toBe(400);
      expect(response.json(), problem).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'FORM_ANSWERS_REFUSED',
        details: [{ path: `answers.${question}`, message: problem }],
      });
    }
    for (const payload of [
      { formId: form.id },
      { formId: 'x', answers },
      { formId: form.id, answers, extra: 1 },
      { formId: form.id, answers: { abc: 'x' } },
      { formId: form.id, answers: { [text!]: 'a\u0000b' } },
      { formId: form.id, answers, context: { date: 'tomorrow' } },
      // Decision 247: a day that does not exist, or out of range, as anywhere else.
      { formId: form.id, answers, context: { date: '2026-02-30' } },
      { formId: form.id, answers, context: { date: '0000-01-01' } },
    ]) {
      expect((await send(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await resultCount()).toBe(before);
  });

  it('uploads a photo by its content, stores the answers once per Idempotency-Key, and the form leaves the list', async () => {
    const form = (await perform(formByTitle('Equipment damage report').id)).json<Form>();
    expect((await upload(form.id, Buffer.from('%PDF-1.7 not an image'))).json()).toMatchObject({
      statusCode: 400,
      reason: 'FORM_PHOTO_NOT_AN_IMAGE',
    });
    const tooBig = await upload(form.id, Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ reason: 'FORM_PHOTO_TOO_LARGE' });

    const uploaded = await upload(form.id, JPEG);
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json<FormPhoto>();
    expect(photo).toMatchObject({ contentType: 'image/jpeg', byteSize: JPEG.length });
    const file = await call(api.app, 'GET', `/forms/perform/${form.id}/photos/${photo.id}/file`, {
      token: crewToken,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    // Someone else's photo is not theirs to read or to use.
    const chief = await api.signInAs('chief');
    expect(
      (
        await call(api.app, 'GET', `/forms/perform/${form.id}/photos/${photo.id}/file`, {
          token: chief,
        })
      ).statusCode,
    ).toBe(404);

    // The required photo missing, then a photo id that is not an upload of the caller's.
    expect((await send({ formId: form.id, answers: answersTo(form) })).json()).toMatchObject({
      reason: 'FORM_ANSWERS_REFUSED',
    });
    expect(
      (await send({ formId: form.id, answers: answersTo(form, photo.id + 1000) })).json(),
    ).toMatchObject({
      details: [{ message: 'notAPhoto' }],
    });

    const before = await resultCount();
    const key = { 'idempotency-key': `damage-${backend}` };
    const first = await send(
      { formId: form.id, answers: answersTo(form, photo.id) },
      crewToken,
      key,
    );
    expect(first.statusCode).toBe(201);
    const result = first.json<FormResult>();
    expect(result).toMatchObject({ formId: form.id, answerCount: 9 });
    const again = await send(
      { formId: form.id, answers: answersTo(form, photo.id) },
      crewToken,
      key,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(result);
    expect(await resultCount()).toBe(before + 1);
    const [attached] = await api.database.db
      .select()
      .from(formPhotos)
      .where(eq(formPhotos.id, photo.id));
    expect(attached?.resultId).toBe(result.id);
    const [stored] = await api.database.db
      .select()
      .from(formResults)
      .where(eq(formResults.id, result.id));
    expect(stored?.answers[String(form.questions[6]?.id)]).toEqual({ photoId: photo.id });

    // Without the key a second result is refused; the photo cannot be reused either.
    expect(
      (await send({ formId: form.id, answers: answersTo(form, photo.id) })).json(),
    ).toMatchObject({ statusCode: 400 });
    const otherPhoto = (await upload(form.id, JPEG)).json<FormPhoto>();
    const second = await send({ formId: form.id, answers: answersTo(form, otherPhoto.id) });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ reason: 'FORM_ALREADY_SUBMITTED' });
    expect((await listToFill()).map((item) => item.title)).toEqual(['Venue safety walk-through']);
  });

  it('applies a photo upload replayed under its Idempotency-Key once: the same photo, one row', async () => {
    const form = (await perform(formByTitle('Equipment damage report').id)).json<Form>();
    const photoCount = async () =>
      (await api.database.db.select({ n: count() }).from(formPhotos))[0]?.n ?? 0;
    const before = await photoCount();
    const keyed = () => {
      const { payload, headers } = multipart(JPEG);
      return call(api.app, 'POST', `/forms/perform/${form.id}/photos`, {
        token: crewToken,
        payload,
        headers: { ...headers, 'idempotency-key': `form-photo-${backend}` },
      });
    };
    const first = await keyed();
    expect(first.statusCode).toBe(201);
    // The outbox's replay after the first answer was lost on its way back.
    const replay = await keyed();
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await photoCount()).toBe(before + 1);
    // Without a key every upload is its own photo.
    expect((await upload(form.id, JPEG)).statusCode).toBe(201);
    expect(await photoCount()).toBe(before + 2);
  });

  it('stores optional answers left blank as nothing, and answers about a subject more than once', async () => {
    const chief = await api.signInAs('chief');
    const form = (await perform(formByTitle('Venue safety walk-through').id, chief)).json<Form>();
    const answers = answersTo(form);
    answers[String(form.questions[4]?.id)] = [];
    const response = await send(
      { formId: form.id, answers, context: { crewId: 4, date: '2026-11-24', shift: 'early' } },
      chief,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<FormResult>().answerCount).toBe(6);
    const [row] = await api.database.db
      .select()
      .from(formResults)
      .where(and(eq(formResults.id, response.json<FormResult>().id)));
    expect(row?.context).toEqual({ crewId: 4, date: '2026-11-24', shift: 'early' });
    expect(Object.keys(row?.answers ?? {})).not.toContain(String(form.questions[4]?.id));
    expect(
      (await send({ formId: form.id, answers, context: { date: '2026-11-25' } }, chief)).statusCode,
    ).toBe(201);
  });

  it('takes a form about a crew only from its chief or a member, once per subject, writing nothing else', async () => {
    const chief = await api.signInAs('chief');
    const form = (await perform(formByTitle('Venue safety walk-through').id, chief)).json<Form>();
    const answers = answersTo(form);
    const before = await resultCount();
    // A crew that does not exist, or one the caller is not on, is not a subject of theirs.
    for (const crewId of [999_999, 2_147_483_647]) {
      const response = await send({ formId: form.id, answers, context: { crewId } }, chief);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ reason: 'CREW_NOT_FOUND' });
    }
    const crewOnly = { crewId: 4, date: '2026-12-01', shift: 'late' };
    expect((await send({ formId: form.id, answers, context: crewOnly }, chief)).statusCode).toBe(
      201,
    );
    const again = await send({ formId: form.id, answers, context: crewOnly }, chief);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'FORM_ALREADY_SUBMITTED' });
    expect(await resultCount()).toBe(before + 1);
  });

  it('refuses ids a 32-bit column cannot hold, strings and booleans, with 400 naming the field', async () => {
    const form = (await perform(formByTitle('Venue safety walk-through').id)).json<Form>();
    const photoQuestion = form.questions.find((question) => question.kind === 'photo');
    const before = await resultCount();
    for (const [payload, path] of [
      [{ formId: 2_147_483_648, answers: {} }, 'formId'],
      [{ formId: '33', answers: {} }, 'formId'],
      [{ formId: true, answers: {} }, 'formId'],
      [{ formId: 0, answers: {} }, 'formId'],
      [
        { formId: form.id, answers: { [String(photoQuestion?.id)]: { photoId: 2_147_483_648 } } },
        `answers.${String(photoQuestion?.id)}.photoId`,
      ],
      [{ formId: form.id, answers: {}, context: { crewId: 2_147_483_648 } }, 'context.crewId'],
    ] as const) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toContain(
        `body.${path}`,
      );
    }
    expect(await resultCount()).toBe(before);
  });

  it('shows a form only to those it is assigned to or opened to by role; the office reads all', async () => {
    const damage = formByTitle('Equipment damage report').id;
    const chief = await api.signInAs('chief');
    expect((await perform(damage, chief)).json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'FORM_NOT_FOUND',
      message: 'Form not found',
    });
    expect((await send({ formId: damage, answers: {} }, chief)).statusCode).toBe(404);
    expect((await upload(damage, JPEG, chief)).statusCode).toBe(404);
    const office = await api.signInAs('office');
    expect((await perform(damage, office)).statusCode).toBe(200);
    expect((await send({ formId: damage, answers: {} }, office)).statusCode).toBe(403);
    expect(await listToFill(office)).toEqual([]);

    // Opened to the crew role: crew@ may fill it in; chief@ has another role (crewWithoutPayments).
    const [crewRole] = await api.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, 'crew'));
    const { form } = await createForm(
      api.database.db,
      1,
      { title: 'Aaa crew survey' },
      [{ kind: 'yesNo', label: 'Happy?', required: true }],
      { roleIds: [crewRole!.id] },
    );
    expect((await listToFill()).map((item) => item.title)).toContain('Aaa crew survey');
    expect((await perform(form.id)).statusCode).toBe(200);
    expect((await perform(form.id, chief)).statusCode).toBe(404);
    // A security check is opened from its crew, never listed.
    await createForm(
      api.database.db,
      1,
      { title: 'Aab security check', purpose: 'securityCheck' },
      [{ kind: 'yesNo', label: 'Safe?' }],
      {
        personIds: [await personId('crew@demo.test')],
      },
    );
    expect((await listToFill()).map((item) => item.title)).not.toContain('Aab security check');
  });

  it('refuses callers without the right, and never shows another tenant’s forms', async () => {
    const planner = await api.signInAs('planner');
    expect((await call(api.app, 'GET', '/formsToFill', { token: planner })).statusCode).toBe(403);
    expect((await perform(formByTitle('Venue safety walk-through').id, planner)).statusCode).toBe(
      403,
    );
    expect((await call(api.app, 'GET', '/formsToFill')).statusCode).toBe(401);
    expect((await send({ formId: 1, answers: {} }, '')).statusCode).toBe(401);

    const host = `forms-${backend}.test`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const { foreignId, email } = await api.database.transaction(async (tx) => {
      const other = await createTenant(tx, { name: `Elsewhere ${backend}` });
      await createTenantHost(tx, other.id, host);
      const roleIds = await createRoles(tx, other.id, [
        {
          name: 'crew',
          loginType: 'crew',
          grants: [
            { resource: 'forms', action: 'READ', permissionType: 'ALL' },
            { resource: 'forms', action: 'CREATE', permissionType: 'ALL' },
          ],
        },
      ]);
      const person = await createPerson(tx, other.id, {
        name: 'Tess Test',
        email: `tess-${backend}@elsewhere.test`,
        passwordHash,
        roleIds: [roleIds.crew ?? -1],
      });
      const { form } = await createForm(
        tx,
        other.id,
        { title: 'Elsewhere form' },
        [{ kind: 'text', label: 'Hi?' }],
        { personIds: [person.id] },
      );
      return { foreignId: form.id, email: person.email };
    });
    const token = await signIn(api.app, email, DEMO_PASSWORD, host);
    expect(
      (await call(api.app, 'GET', '/formsToFill', { token, host }))
        .json<{ items: FormToFill[] }>()
        .items.map((item) => item.id),
    ).toEqual([foreignId]);
    expect(
      (
        await call(
          api.app,
          'GET',
          `/forms/perform/${formByTitle('Venue safety walk-through').id}`,
          { token, host },
        )
      ).statusCode,
    ).toBe(404);
    expect((await perform(foreignId)).statusCode).toBe(404);
    expect((await send({ formId: foreignId, answers: {} })).statusCode).toBe(404);
  });
});
