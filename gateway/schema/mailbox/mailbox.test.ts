import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { DEMO_UNSUBSCRIBE_TOKEN, createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const MAILBOX = /* GraphQL */ `
  query Mailbox($search: String, $unread: Boolean) {
    mailbox(search: $search, unread: $unread) {
      total
      unread
      items {
        id
        from
        subject
        read
        hasHtml
        attachmentCount
      }
    }
    unreadMailCount
  }
`;
const MESSAGE = /* GraphQL */ `
  query EmailMessage($id: ID!) {
    emailMessage(id: $id) {
      id
      from
      to
      cc
      subject
      read
      body
      html
      attachments {
        fileName
        downloadUrl
      }
    }
  }
`;
const MARK_UNREAD = /* GraphQL */ `
  mutation MarkUnread($id: ID!) {
    markEmailMessageUnread(id: $id) {
      id
      read
    }
  }
`;

type Page = {
  mailbox: {
    total: number;
    unread: number;
    items: { id: string; subject: string; read: boolean; attachmentCount: number }[];
  };
  unreadMailCount: number;
};
type Message = {
  emailMessage: {
    id: string;
    read: boolean;
    body: string;
    html: string | null;
    cc: string[];
    attachments: { fileName: string; downloadUrl: string }[];
  };
};

const UNSUBSCRIBE = /* GraphQL */ `
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token)
  }
`;

describe.each(testBackends())('mailbox on %s', (backend) => {
  let gateway: GatewayHarness;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  it('unsubscribes with the token from a mail, without signing in', async () => {
    const result = await gateway.execute(UNSUBSCRIBE, { token: DEMO_UNSUBSCRIBE_TOKEN });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ unsubscribe: true });
  });

  it('lists the caller’s mailbox with its unread count, in one upstream call per query', async () => {
    const token = await gateway.api.signInAs('office');
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<Page>(MAILBOX, {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.mailbox.items.map((item) => item.subject)).toEqual([
      'Winter Festival newsletter',
      'Abrechnung bereit',
      'Dokument zu unterschreiben',
      'Urlaub genehmigt',
    ]);
    expect(result.data?.mailbox.unread).toBe(2);
    expect(result.data?.unreadMailCount).toBe(2);
    expect(gateway.upstream.calls.slice(before).sort()).toEqual([
      'GET /api/v1/emailMessages?limit=1&page=1',
      'GET /api/v1/emailMessages?limit=50&page=1',
    ]);
    const searched = await gateway.execute<Page>(
      MAILBOX,
      { search: 'Urlaub', unread: false },
      { token },
    );
    expect(searched.data?.mailbox.items.map((item) => item.subject)).toEqual(['Urlaub genehmigt']);
    const unread = await gateway.execute<Page>(MAILBOX, { unread: true }, { token });
    expect(unread.data?.mailbox.items.every((item) => !item.read)).toBe(true);
  });

  it('opens a message (read), marks it unread, and gives attachments their download URL', async () => {
    const token = await gateway.api.signInAs('client');
    const page = await gateway.execute<Page>(MAILBOX, {}, { token });
    const note = page.data?.mailbox.items.find((item) => item.attachmentCount === 1);
    const opened = await gateway.execute<Message>(MESSAGE, { id: note?.id }, { token });
    expect(opened.errors).toBeUndefined();
    expect(opened.data?.emailMessage).toMatchObject({ id: note?.id, read: true, html: null });
    expect(opened.data?.emailMessage.attachments).toEqual([
      {
        fileName: 'delivery-note-main-stage.txt',
        downloadUrl: expect.stringMatching(
          new RegExp(`^/api/v1/emailMessages/${note?.id}/attachments/\\d+$`),
        ),
      },
    ]);
    const unread = await gateway.execute<{ markEmailMessageUnread: { id: string; read: boolean } }>(
      MARK_UNREAD,
      { id: note?.id },
      { token },
    );
    expect(unread.data?.markEmailMessageUnread).toEqual({ id: note?.id, read: false });
  });

  it('answers null for another person’s message, NOT_FOUND to marking it, and FORBIDDEN without the mailbox rights', async () => {
    const client = await gateway.api.signInAs('client');
    const office = await gateway.api.signInAs('office');
    const page = await gateway.execute<Page>(MAILBOX, {}, { token: office });
    const officesOwn = page.data?.mailbox.items.find(
      (item) => item.subject === 'Abrechnung bereit',
    );
    const theirs = await gateway.execute<Message>(
      MESSAGE,
      { id: officesOwn?.id },
      { token: client },
    );
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.emailMessage).toBeNull();
    expect(
      errorCode(await gateway.execute(MARK_UNREAD, { id: officesOwn?.id }, { token: client })),
    ).toBe('NOT_FOUND');
    const crew = await gateway.api.signInAs('crew');
    expect(errorCode(await gateway.execute(MAILBOX, {}, { token: crew }))).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for an unknown token', async () => {
    const result = await gateway.execute(UNSUBSCRIBE, { token: 'no-such-unsubscribe-token' });
    expect(errorCode(result)).toBe('NOT_FOUND');
  });
});
