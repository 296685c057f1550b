import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import type { DemoCore } from '../../db/seed/core.seed';
import { persons as personsTable } from '../../db/core.tables';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import { translatorFor } from '../../i18n';
import { recipientLocale } from '../../i18n/recipient';
import { crewDocumentMail } from '../crews/crews.public';
import { projectCrews, projects } from '../../db/tables/projects.tables';
import { queueMail } from '../../lib/mail/mail';
import { notify } from '../../lib/notify/notify';
import { backgroundJobs } from '../../db/tables/notifications.tables';
import { mailboxEntries } from '../../db/tables/mailbox.tables';
import { tenantAppOrigin } from '../../lib/mail/app-origin';

const DAY = 24 * 60 * 60 * 1000;

/** The remote image of the demo's newsletter: blocked until "show images" (src/features/mailbox/README.md, Remote content). */
export const DEMO_REMOTE_IMAGE = 'https://images.example.com/newsletter/winter-festival.jpg';

/**
 * The demo newsletter's HTML: a heading, a remote image, a link, and a script and an inline handler
 * that must never run (the e2e test checks that window.__mailScriptRan stays unset).
 */
export const DEMO_NEWSLETTER_HTML = `<!doctype html>
<html><head><style>body { font-family: sans-serif; } .banner { background: url(https://images.example.com/newsletter/bg.png); }</style></head>
<body>
<h1>Winter Festival: the crew newsletter</h1>
<p class="banner">Load-in starts on Friday at 07:00. Parking is behind hall 3.</p>
<p><img src="${DEMO_REMOTE_IMAGE}" alt="The festival site from above" width="320"></p>
<p><a href="https://demo.test/winter-festival">Read the site plan</a></p>
<script>window.top.__mailScriptRan = true; alert('script ran');</script>
<img src="x" onerror="window.top.__mailScriptRan = true" alt="">
</body></html>`;

/**
 * The mailboxes of office@ (Lena, speaks German) and client@ (Jordan): real mails, written by the
 * product's own mail code (notify's translated texts, queueMail), filed into their mailboxes as
 * queueMail files every mail. Dates spread over the last days; the oldest ones read.
 */
export async function seedDemoMailbox(core: DemoCore): Promise<void> {
  const { tx, tenantId, now, persons } = core;
  const found = await tx
    .select({ id: personsTable.id, email: personsTable.email })
    .from(personsTable)
    .where(
      and(
        eq(personsTable.tenantId, tenantId),
        inArray(personsTable.email, ['office@demo.test', 'client@demo.test']),
      ),
    );
  const office = found.find((row) => row.email === 'office@demo.test')?.id;
  const client = found.find((row) => row.email === 'client@demo.test')?.id;
  if (office === undefined || client === undefined)
    throw new Error('the demo has no office@ or client@');

  const [jobsBefore] = await tx.select({ last: max(backgroundJobs.id) }).from(backgroundJobs);
  const mails: { id: number; daysAgo: number }[] = [];
  /** Runs one piece of the product's mail code and notes the mails it wrote. */
  const sent = async (daysAgo: number, write: () => Promise<unknown>) => {
    const before = await tx
      .select({ id: outgoingMails.id })
      .from(outgoingMails)
      .where(eq(outgoingMails.tenantId, tenantId));
    const known = new Set(before.map((row) => row.id));
    await write();
    const after = await tx
      .select({ id: outgoingMails.id })
      .from(outgoingMails)
      .where(eq(outgoingMails.tenantId, tenantId));
    for (const row of after) if (!known.has(row.id)) mails.push({ id: row.id, daysAgo });
  };

  // office@, in German (notify writes in the person's language).
  await sent(6, () =>
    notify(tx, {
      tenantId,
      personId: office,
      type: 'vacationAnswered',
      text: 'vacationApproved',
      // The days as YYYY-MM-DD: notify writes them in Lena's language.
      params: { from: `${now.getUTCFullYear()}-12-23`, to: `${now.getUTCFullYear() + 1}-01-02` },
      url: '/profile',
      tag: 'vacation-demo',
      now,
    }),
  );
  await sent(3, () =>
    notify(tx, {
      tenantId,
      personId: office,
      type: 'documentToSign',
      params: { document: 'Arbeitsvertrag 2027' },
      url: '/documents',
      tag: 'document-demo',
      now,
    }),
  );
  await sent(1, () =>
    notify(tx, {
      tenantId,
      personId: office,
      type: 'payrollReady',
      params: { period: 'November 2026' },
      url: '/payrolls',
      tag: 'payroll-demo',
      now,
    }),
  );
  // A delivery note sent by chief@ to the client, on the chief's behalf: the crews area's mail, in
  // the client's language.
  const [crew] = await tx
    .select({
      id: projectCrews.id,
      caption: projectCrews.caption,
      number: projects.number,
      name: projects.name,
    })
    .from(projectCrews)
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(
      and(
        eq(projectCrews.tenantId, tenantId),
        eq(projects.number, '1001'),
        eq(projectCrews.caption, 'Main stage build'),
      ),
    )
    .orderBy(asc(projectCrews.startsAt))
    .limit(1);
  if (!crew) throw new Error('the demo has no Main stage build crew of project 1001');
  const clientTexts = translatorFor(await recipientLocale(tx, tenantId, { personId: client }));
  const appOrigin = (await tenantAppOrigin(tx, tenantId)) ?? '';
  await sent(2, () =>
    queueMail(
      tx,
      tenantId,
      {
        to: 'client@demo.test',
        from: 'chief@demo.test',
        onBehalfOfPersonId: persons.chief,
        ...crewDocumentMail(
          clientTexts,
          'deliveryNote',
          {
            crewId: crew.id,
            caption: crew.caption,
            project: { number: crew.number, name: crew.name },
          },
          appOrigin,
        ),
        messageType: 'crewDocument',
        attachments: [
          {
            fileName: 'delivery-note-main-stage.txt',
            contentType: 'text/plain; charset=utf-8',
            content: Buffer.from(
              'Delivery note · Main stage build\n8 crew, 07:00–17:00, signed off by Sam de Vries.\n',
            ),
          },
        ],
      },
      now,
    ),
  );
  await sent(1, () =>
    queueMail(
      tx,
      tenantId,
      {
        to: 'client@demo.test',
        subject: 'Your crew for Winter Festival is confirmed',
        body: 'Hello Jordan,\n\nAll 8 places of Main stage build are confirmed. Open the project in the app for names and times.\n\n/projects',
        messageType: 'notification',
      },
      now,
    ),
  );
  // The office's newsletter, to office@ with client@ in cc: HTML with a remote image and a script.
  await sent(0, () =>
    queueMail(
      tx,
      tenantId,
      {
        to: 'office@demo.test',
        cc: ['client@demo.test'],
        from: 'newsletter@demo.test',
        subject: 'Winter Festival newsletter',
        body: 'Winter Festival: the crew newsletter\n\nLoad-in starts on Friday at 07:00. Parking is behind hall 3.\n\nSite plan: https://demo.test/winter-festival',
        html: DEMO_NEWSLETTER_HTML,
        messageType: 'other',
      },
      now,
    ),
  );

  // These mails went out days ago: their sending (and notify's push) jobs are done, so a worker
  // starting on the demo sends nothing again.
  await tx
    .update(backgroundJobs)
    .set({ doneAt: now })
    .where(
      and(eq(backgroundJobs.tenantId, tenantId), gt(backgroundJobs.id, jobsBefore?.last ?? 0)),
    );
  for (const { id, daysAgo } of mails) {
    await tx
      .update(outgoingMails)
      .set({ createdAt: new Date(now.getTime() - daysAgo * DAY - id * 60_000) })
      .where(eq(outgoingMails.id, id));
    // Mails older than two days have been read.
    if (daysAgo > 2)
      await tx
        .update(mailboxEntries)
        .set({ readAt: new Date(now.getTime() - (daysAgo - 1) * DAY) })
        .where(eq(mailboxEntries.mailId, id));
  }
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'mailbox',
    after: ['vacancies'],
    run: (core) => seedDemoMailbox(core),
  }),
];
