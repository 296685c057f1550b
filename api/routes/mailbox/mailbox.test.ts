import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { persons } from '../../db/core.tables';
import {
  DEMO_PASSWORD,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import { queueMail } from '../../lib/mail/mail';
import { DEMO_NEWSLETTER_HTML } from './mailbox.seed';
import { mailboxEntries } from '../../db/tables/mailbox.tables';

type Summary = {
  id: number;
  from: string;
  to: string;
  cc: string[];
  subject: string;
  read: boolean;
  messageType: string;
  hasHtml: boolean;
  attachmentCount: number;
};
type Page = { items: Summary[]; total: number; unread: number; page: number; limit: number };
type Message = Summary & {
  body: string;
  html: string | null;
  attachments: { id: number; fileName: string; contentType: string; size: number }[];
};

describe.each(testBackends())('mailbox on %s', (backend) => {
  let api: TestApi;
  let office: string;
  let client: string;

  const list = async (token: string, query = '') => {
    const response = await call(api.app, 'GET', `/emailMessages${query}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const bySubject = async (token: string, subject: string) => {
    const found = (await list(token)).items.find((item) => item.subject === subject);
    if (!found) throw new Error(`no mail ${subject}`);
    return found;
  };

  beforeAll(async () => {
    api = await createTestApi({ backend });
    office = await api.signInAs('office');
    client = await api.signInAs('client');
  });
  afterAll(() => api.close());

  it('lists the product’s own mails to the caller, newest first, in their language, with the unread count', async () => {
    const page = await list(office);
    expect(page.items.map((item) => item.subject)).toEqual([
      'Winter Festival newsletter',
      'Abrechnung bereit',
      'Dokument zu unterschreiben',
      'Urlaub genehmigt',
    ]);
    expect(page.items.map((item) => item.read)).toEqual([false, false, true, true]);
    expect(page).toMatchObject({ total: 4, unread: 2, page: 1 });
    expect(page.items[0]).toMatchObject({
      from: 'newsletter@demo.test',
      to: 'office@demo.test',
      cc: ['client@demo.test'],
      hasHtml: true,
      messageType: 'other',
    });
    expect(page.items[1]).toMatchObject({
      from: 'Crew Hub <no-reply@crewhub.app>',
      messageType: 'notification',
      hasHtml: false,
    });

    const clients = await list(client);
    expect(clients.items.map((item) => item.subject)).toEqual([
      'Winter Festival newsletter',
      'Your crew for Winter Festival is confirmed',
      'Delivery note: Winter Festival · Main stage build',
    ]);
    expect(clients.items[2]).toMatchObject({
      from: 'chief@demo.test',
      attachmentCount: 1,
      messageType: 'crewDocument',
    });
  });

  it('searches subject, text and addresses, filters unread and pages', async () => {
    expect(
      (await list(office, '?search=unterschreiben')).items.map((item) => item.subject),
    ).toEqual(['Dokument zu unterschreiben']);
    expect((await list(office, '?search=hall%203')).items.map((item) => item.subject)).toEqual([
      'Winter Festival newsletter',
    ]);
    expect((await list(office, '?search=100%25')).total).toBe(0);
    const unread = await list(office, '?unread=true');
    expect(unread.items.every((item) => !item.read)).toBe(true);
    expect(unread.total).toBe(2);
    const second = await list(office, '?limit=1&page=2');
    expect(second).toMatchObject({ total: 4, limit: 1, page: 2 });
    expect(second.items.map((item) => item.subject)).toEqual(['Abrechnung bereit']);
    expect((await list(office, '?messageType=notification')).total).toBe(3);
  });

  it('opens a message (marking it read) with its text, untouched HTML and attachments; marks it unread again', async () => {
    const { id } = await bySubject(office, 'Abrechnung bereit');
    const opened = await call(api.app, 'GET', `/emailMessages/${id}`, { token: office });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<Message>()).toMatchObject({ id, read: true, html: null, attachments: [] });
    expect(opened.json<Message>().body).toContain('Deine Abrechnung November 2026 ist bereit.');
    expect((await list(office)).unread).toBe(1);
    const unread = await call(api.app, 'POST', `/emailMessages/${id}/unread`, { token: office });
    expect(unread.json<Message>()).toMatchObject({ id, read: false });
    expect((await list(office)).unread).toBe(2);

    const newsletter = await call(
      api.app,
      'GET',
      `/emailMessages/${(await bySubject(office, 'Winter Festival newsletter')).id}`,
      { token: office },
    );
    // The api keeps the HTML as sent: the app sanitises it (src/features/mailbox/README.md, HTML mail in a sandboxed frame).
    expect(newsletter.json<Message>().html).toBe(DEMO_NEWSLETTER_HTML);

    const note = await bySubject(client, 'Delivery note: Winter Festival · Main stage build');
    const message = (
      await call(api.app, 'GET', `/emailMessages/${note.id}`, { token: client })
    ).json<Message>();
    expect(message.attachments).toEqual([
      expect.objectContaining({
        fileName: 'delivery-note-main-stage.txt',
        contentType: 'text/plain; charset=utf-8',
      }),
    ]);
    const file = await call(
      api.app,
      'GET',
      `/emailMessages/${note.id}/attachments/${message.attachments[0]?.id}`,
      { token: client },
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="delivery-note-main-stage.txt"',
    );
    expect(file.body).toContain('signed off by Sam de Vries');
  });

  it('files every mail queueMail writes into the mailbox of its recipients and of the person it is sent for', async () => {
    const [officePerson] = await api.database.db
      .select({ tenantId: persons.tenantId })
      .from(persons)
      .where(eq(persons.email, 'office@demo.test'));
    const mailId = await api.database.transaction((tx) =>
      queueMail(
        tx,
        officePerson?.tenantId ?? -1,
        {
          to: 'Office@Demo.test',
          cc: ['nobody@elsewhere.test'],
          subject: 'Filed by queueMail',
          body: 'Hello',
          messageType: 'passwordReset',
        },
        api.clock.now(),
      ),
    );
    const entries = await api.database.db
      .select()
      .from(mailboxEntries)
      .where(eq(mailboxEntries.mailId, mailId));
    expect(entries).toHaveLength(1);
    expect((await bySubject(office, 'Filed by queueMail')).messageType).toBe('passwordReset');
  });

  it('shows a message to its mailbox’s owner only: 404 for another person’s, another tenant’s, or an attachment of another mail', async () => {
    const clientsOwn = await bySubject(client, 'Your crew for Winter Festival is confirmed');
    for (const [method, url] of [
      ['GET', `/emailMessages/${clientsOwn.id}`],
      ['POST', `/emailMessages/${clientsOwn.id}/unread`],
      ['GET', `/emailMessages/999999`],
    ] as const) {
      const response = await call(api.app, method, url, { token: office });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        reason: 'EMAIL_MESSAGE_NOT_FOUND',
      });
    }
    const note = await bySubject(client, 'Delivery note: Winter Festival · Main stage build');
    const attachmentId = (
      await call(api.app, 'GET', `/emailMessages/${note.id}`, { token: client })
    ).json<Message>().attachments[0]?.id;
    const newsletter = await bySubject(office, 'Winter Festival newsletter');
    expect(
      (
        await call(api.app, 'GET', `/emailMessages/${newsletter.id}/attachments/${attachmentId}`, {
          token: office,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/emailMessages/${note.id}/attachments/${attachmentId}`, {
          token: office,
        })
      ).statusCode,
    ).toBe(404);
    // The read state belongs to each mailbox: office@ reading the shared newsletter leaves client@'s unread.
    const shared = await bySubject(client, 'Winter Festival newsletter');
    expect(shared.read).toBe(false);

    const host = `mailbox-${backend}.test`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const email = await api.database.transaction(async (tx) => {
      const other = await createTenant(tx, { name: `Elsewhere ${backend}` });
      await createTenantHost(tx, other.id, host);
      const roleIds = await createRoles(tx, other.id, [
        {
          name: 'office',
          loginType: 'office',
          grants: [
            { resource: 'mailboxes', action: 'READ', permissionType: 'ALL' },
            { resource: 'emailMessages', action: 'READ', permissionType: 'ALL', scope: 'mailbox' },
          ],
        },
      ]);
      const person = await createPerson(tx, other.id, {
        name: 'Olga Other',
        email: `olga-${backend}@elsewhere.test`,
        passwordHash,
        roleIds: [roleIds.office ?? -1],
      });
      await queueMail(
        tx,
        other.id,
        { to: person.email, subject: 'Elsewhere mail', body: 'Hi' },
        api.clock.now(),
      );
      return person.email;
    });
    const token = await signIn(api.app, email, DEMO_PASSWORD, host);
    const theirs = await call(api.app, 'GET', '/emailMessages', { token, host });
    expect(theirs.json<Page>().items.map((item) => item.subject)).toEqual(['Elsewhere mail']);
    expect(
      (await call(api.app, 'GET', `/emailMessages/${newsletter.id}`, { token, host })).statusCode,
    ).toBe(404);
    const foreign = theirs.json<Page>().items[0]?.id;
    expect(
      (await call(api.app, 'GET', `/emailMessages/${foreign}`, { token: office })).statusCode,
    ).toBe(404);
  });

  it('needs the mailboxes right and the emailMessages mailbox right: 403 otherwise, 401 without a token', async () => {
    for (const account of ['crew', 'chief', 'planner', 'project', 'plusCrew'] as const) {
      const token = await api.signInAs(account);
      expect((await call(api.app, 'GET', '/emailMessages', { token })).statusCode, account).toBe(
        403,
      );
      expect((await call(api.app, 'GET', '/emailMessages/1', { token })).statusCode, account).toBe(
        403,
      );
      expect(
        (await call(api.app, 'POST', '/emailMessages/1/unread', { token })).statusCode,
        account,
      ).toBe(403);
    }
    expect((await call(api.app, 'GET', '/emailMessages')).statusCode).toBe(401);
  });

  it('answers bad input with 400 and a message, and writes nothing', async () => {
    const read = async () =>
      (
        await api.database.db
          .select({ n: count() })
          .from(mailboxEntries)
          .where(isNotNull(mailboxEntries.readAt))
      )[0]?.n;
    const mails = async () =>
      (await api.database.db.select({ n: count() }).from(outgoingMails))[0]?.n;
    const before = [await read(), await mails()];
    for (const [method, url] of [
      ['GET', '/emailMessages?limit=0'],
      ['GET', '/emailMessages?limit=1001'],
      ['GET', '/emailMessages?page=x'],
      ['GET', '/emailMessages?unread=yes'],
      ['GET', '/emailMessages?messageType=spam'],
      ['GET', `/emailMessages?search=${'x'.repeat(201)}`],
      ['GET', '/emailMessages?search=a%00b'],
      ['GET', '/emailMessages?other=1'],
      ['GET', '/emailMessages/abc'],
      ['GET', '/emailMessages/0'],
      ['POST', '/emailMessages/abc/unread'],
      ['GET', '/emailMessages/1/attachments/x'],
      ['GET', '/messageTypes?limit=0'],
    ] as const) {
      const response = await call(api.app, method, url, { token: office });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message.length, url).toBeGreaterThan(0);
    }
    expect([await read(), await mails()]).toEqual(before);
  });

  it('lists the message types', async () => {
    const response = await call(api.app, 'GET', '/messageTypes?limit=1000&page=1', {
      token: office,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([
      'passwordReset',
      'welcome',
      'notification',
      'crewDocument',
      'other',
    ]);
  });

  it('keeps unsubscribe working for the links in these mails', async () => {
    const response = await call(api.app, 'POST', '/emailMessages/unsubscribe', {
      payload: { token: 'no-such-token' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reason: 'UNSUBSCRIBE_LINK_UNKNOWN' });
  });
});
