import { and, eq, inArray, isNull } from 'drizzle-orm';
import { crewShiftDecision } from '../../../machines/crewShift.machine';
import type { CrewShiftEvent } from '../../../machines/crewShift.machine';
import type { Principal } from '../../auth/accounts';
import { persons, tenants } from '../../db/core.tables';
import { readTogether } from '../../db/database';
import type { Db, Tx } from '../../db/database';
import { badUserInput, conflict, notFound } from '../../lib/errors';
import { formatNullableTimestamp } from '../../lib/format';
import { errorSchema } from '../../lib/schemas';
import { storageFromEnv } from '../../lib/storage';
import type { FileStorage } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { translatorFor } from '../../i18n';
import type { Translator } from '../../i18n';
import { recipientLocale } from '../../i18n/recipient';
import type { Recipient } from '../../i18n/recipient';
import { queueMail } from '../../lib/mail/mail';
import { crewCallerOf, crewIdParams, crewsEdit, crewsRead, findCrewFor } from './crews.access';
import type { CrewAccess, CrewCaller } from './crews.access';
import { venueActionHeaders } from './crews.attendance';
import { loadCrewShiftFacts } from './crews.facts';
import { crewShiftView } from './crews.repository';
import { crewShiftSchema } from './crews.schemas';
import { readSignatureFile } from './sign-off.files';
import { crewDocuments } from '../../db/tables/crews.tables';
import { crewShiftEvents } from './crews.tables';
import type { CrewDocumentKind } from '../../db/tables/crews.tables';
import { crewDocumentFileName, renderCrewDocument } from './crews.pdf';
import type { CrewDocumentData } from './crews.pdf';
import { checkNotAhead, loadSignOffs, runVenueAction } from './sign-off';
import {
  crewDocumentSchema,
  crewDocumentsSchema,
  releaseBodySchema,
  sendBodySchema,
} from './sign-off.schemas';
import type { CrewDocumentView } from './sign-off.schemas';
import { tenantAppOrigin } from '../../lib/mail/app-origin';

// The crew's delivery note and crew chief sheet (SPEC §4 release with a downloaded flag, §7
// /projectCrews/{id}/deliveryNote, /crewChiefSheet): the PDF is made from the crew's rows on each
// request. The crew chief and planners get it any time (a preview before the release); a reader
// (a project session, a client of the project's company, READ ALL) only once released, else 404
// CREW_DOCUMENT_NOT_RELEASED; the client's first download sets downloaded_at. Release asks
// crewShiftDecision ('deliveryNote.release' / 'crewChiefSheet.release'); send mails the released
// document's link to the contact on site (or a given address) through the durable mail queue.

const SEGMENTS: Record<CrewDocumentKind, string> = {
  deliveryNote: 'deliveryNote',
  crewChiefSheet: 'crewChiefSheet',
};
const APP_SEGMENTS: Record<CrewDocumentKind, string> = {
  deliveryNote: 'delivery-note',
  crewChiefSheet: 'delivery-note',
};

export const crewDocumentPathOf = (crewId: number, kind: CrewDocumentKind) =>
  `/projectCrews/${crewId}/${SEGMENTS[kind]}`;

type DocumentRow = typeof crewDocuments.$inferSelect;

/**
 * The mail that says a released document is ready, with the app's link to it (also the demo's):
 * on the tenant's own origin (api/lib/mail/app-origin.ts), as a mail client opens no bare path.
 */
export function crewDocumentMail(
  { t }: Translator,
  kind: CrewDocumentKind,
  crew: { crewId: number; caption: string; project: { number: string; name: string } },
  appOrigin: string,
): { subject: string; body: string } {
  const params = {
    document: t(`crewDocument.${kind}`),
    crew: crew.caption,
    project: crew.project.name,
    number: crew.project.number,
    link: `${appOrigin}/crews/${crew.crewId}/${APP_SEGMENTS[kind]}`,
  };
  return {
    subject: t('mail.crewDocument.subject', params),
    body: t('mail.crewDocument.body', params),
  };
}

export function crewDocumentViewOf(
  crewId: number,
  kind: CrewDocumentKind,
  row: DocumentRow | undefined,
): CrewDocumentView {
  return {
    crewId,
    kind,
    released: row !== undefined,
    releasedAt: formatNullableTimestamp(row?.releasedAt ?? null),
    downloaded: row?.downloadedAt != null,
    downloadedAt: formatNullableTimestamp(row?.downloadedAt ?? null),
    sentAt: formatNullableTimestamp(row?.sentAt ?? null),
    sentTo: row?.sentTo ?? null,
    path: crewDocumentPathOf(crewId, kind),
  };
}

/** Both documents of each crew (released or not), in one query for all the crews. */
export async function loadCrewDocuments(
  db: Db | Tx,
  tenantId: number,
  crewIds: number[],
): Promise<Map<number, CrewDocumentView[]>> {
  const rows =
    crewIds.length === 0
      ? []
      : await db
          .select()
          .from(crewDocuments)
          .where(and(eq(crewDocuments.tenantId, tenantId), inArray(crewDocuments.crewId, crewIds)));
  return new Map(
    crewIds.map((crewId) => [
      crewId,
      (['deliveryNote', 'crewChiefSheet'] as const).map((kind) =>
        crewDocumentViewOf(
          crewId,
          kind,
          rows.find((row) => row.crewId === crewId && row.kind === kind),
        ),
      ),
    ]),
  );
}

async function documentRow(
  db: Db | Tx,
  tenantId: number,
  crewId: number,
  kind: CrewDocumentKind,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(crewDocuments)
    .where(
      and(
        eq(crewDocuments.tenantId, tenantId),
        eq(crewDocuments.crewId, crewId),
        eq(crewDocuments.kind, kind),
      ),
    )
    .limit(1);
  return row;
}

/** The client reading: a project session of the crew's project or a person of the project's company. */
export function isClientReader(caller: CrewCaller, access: CrewAccess): boolean {
  if (access.role !== 'reader') return false;
  const { principal } = caller;
  if (principal.type === 'project') return principal.projectId === access.crew.projectId;
  return principal.companyId !== null && principal.companyId === access.crew.projectCompanyId;
}

/** What the PDF prints, from the shift as GET /projectCrews/{id} shows it plus the sign-off's signature. */
export async function crewDocumentData(
  db: Db | Tx,
  storage: FileStorage,
  access: CrewAccess,
  reader: Recipient,
): Promise<CrewDocumentData> {
  const { crew } = access;
  const [view, signOffs, [tenant], locale] = await readTogether(
    db,
    () => crewShiftView(db, access),
    () => loadSignOffs(db, crew.tenantId, [crew.id]),
    () => db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, crew.tenantId)),
    () => recipientLocale(db, crew.tenantId, reader),
  );
  const signOff = signOffs.get(crew.id);
  const date = (iso: string | null) => (iso === null ? null : new Date(iso));
  return {
    tenantName: tenant?.name ?? '',
    locale,
    // The shift's times are printed on the venue's clock (decision 248), in the reader's language.
    timeZone: view.timeZone,
    project: { number: view.project.number, name: view.project.name },
    crew: {
      caption: view.caption,
      startsAt: new Date(view.startsAt),
      endsAt: new Date(view.endsAt),
    },
    location: view.location
      ? { name: view.location.caption, address: view.location.address, city: view.location.city }
      : null,
    crewChiefName: view.crewChief?.caption ?? null,
    members: view.members.map((member) => ({
      name: member.person.caption,
      functionName: member.function.caption,
      arrival: member.arrival,
      checkedInAt: date(member.checkedInAt),
      checkedOutAt: date(member.checkedOutAt),
      breakMinutes: member.breakMinutes,
      hours: member.workedHours,
    })),
    signOff: signOff
      ? {
          signerName: signOff.signerName,
          signedAt: signOff.signedAt,
          rating: signOff.rating,
          remark: signOff.remark,
          signature: await readSignatureFile(storage, signOff.signatureKey),
        }
      : null,
  };
}

export async function crewDocumentsRoutes(
  api: ApiInstance,
  { database, lookups, config, clock }: RouteContext,
): Promise<void> {
  const storage = storageFromEnv(process.env, config.dataDir);
  const notReleased = () =>
    notFound('The document is not released yet', 'CREW_DOCUMENT_NOT_RELEASED');

  api.get(
    '/projectCrews/:id/crewDocuments',
    {
      config: crewsRead,
      schema: { params: crewIdParams, response: { 200: crewDocumentsSchema, 404: errorSchema } },
    },
    async (request) => {
      const { crew } = await findCrewFor(
        database.db,
        await crewCallerOf(request, lookups),
        request.params.id,
      );
      const items =
        (await loadCrewDocuments(database.db, crew.tenantId, [crew.id])).get(crew.id) ?? [];
      return { items, total: items.length };
    },
  );

  for (const kind of ['deliveryNote', 'crewChiefSheet'] as const) {
    const segment = SEGMENTS[kind];
    const releaseEvent = `${kind}.release` as const;

    api.get(
      `/projectCrews/:id/${segment}`,
      { config: crewsRead, schema: { params: crewIdParams, response: { 404: errorSchema } } },
      async (request, reply) => {
        const caller = await crewCallerOf(request, lookups);
        const access = await findCrewFor(database.db, caller, request.params.id);
        const { crew } = access;
        const row = await documentRow(database.db, crew.tenantId, crew.id, kind);
        if (access.role === 'reader' && !row) throw notReleased();
        const pdf = await renderCrewDocument(
          // In the language of whoever reads it: the client's contact, the crew chief, a planner; a
          // project session (no person) gets the tenant's default.
          await crewDocumentData(database.db, storage, access, {
            personId: caller.principal.personId,
          }),
          kind,
        );
        if (row && row.downloadedAt === null && isClientReader(caller, access)) {
          // The downloaded flag (SPEC §4): the client's first download, set once.
          await database.db
            .update(crewDocuments)
            .set({ downloadedAt: clock.now() })
            .where(and(eq(crewDocuments.id, row.id), isNull(crewDocuments.downloadedAt)));
        }
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${crewDocumentFileName(kind, crew.id)}"`,
          )
          .header('cache-control', 'private, no-store')
          .header('content-length', pdf.length)
          .send(pdf as never);
      },
    );

    api.post(
      `/projectCrews/:id/${segment}/release`,
      {
        config: crewsEdit,
        schema: {
          params: crewIdParams,
          headers: venueActionHeaders,
          body: releaseBodySchema,
          response: { 200: crewShiftSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const now = clock.now();
        const releasedAt = checkNotAhead(
          'releasedAt',
          request.body.releasedAt ?? now.toISOString(),
          now,
        );
        const caller = await crewCallerOf(request, lookups);
        const crewId = request.params.id;
        return runVenueAction(
          database,
          request,
          reply,
          `${crewDocumentPathOf(crewId, kind)}/release`,
          now,
          async (tx, key) => {
            const access = await findCrewFor(tx, caller, crewId, { lock: true });
            const { facts } = await loadCrewShiftFacts(tx, access.crew.tenantId, access.crew);
            const event: CrewShiftEvent = { type: releaseEvent, releasedAt };
            const decision = crewShiftDecision({ ...facts, actor: access.role }, event);
            if (!decision.allowed)
              throw conflict(
                `crewShift refuses ${event.type} in ${decision.from}`,
                decision.reason,
              );
            const personId = (request.principal as Principal).personId;
            await tx.insert(crewDocuments).values({
              tenantId: access.crew.tenantId,
              crewId,
              kind,
              releasedAt: new Date(releasedAt),
              releasedByPersonId: personId,
            });
            await tx.insert(crewShiftEvents).values({
              tenantId: access.crew.tenantId,
              crewId,
              type: event.type,
              actorPersonId: personId,
              idempotencyKey: key,
              payload: { releasedAt, role: access.role, from: decision.from, to: decision.to },
              createdAt: now,
            });
            return crewShiftView(tx, access);
          },
        );
      },
    );

    api.post(
      `/projectCrews/:id/${segment}/send`,
      {
        config: crewsEdit,
        schema: {
          params: crewIdParams,
          headers: venueActionHeaders,
          body: sendBodySchema,
          response: {
            200: crewDocumentSchema,
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const now = clock.now();
        const caller = await crewCallerOf(request, lookups);
        const crewId = request.params.id;
        return runVenueAction(
          database,
          request,
          reply,
          `${crewDocumentPathOf(crewId, kind)}/send`,
          now,
          async (tx, key) => {
            const access = await findCrewFor(tx, caller, crewId, { lock: true });
            const { crew } = access;
            if (access.role === 'reader')
              throw conflict('A reader cannot send the crew’s documents', 'CREW_READ_ONLY');
            const row = await documentRow(tx, crew.tenantId, crew.id, kind);
            if (!row)
              throw conflict('The document is not released yet', 'CREW_DOCUMENT_NOT_RELEASED');
            let to = request.body.to;
            if (to === undefined && crew.contactOnSitePersonId !== null) {
              const [contact] = await tx
                .select({ email: persons.email })
                .from(persons)
                .where(
                  and(
                    eq(persons.tenantId, crew.tenantId),
                    eq(persons.id, crew.contactOnSitePersonId),
                  ),
                );
              to = contact?.email || undefined;
            }
            if (to === undefined)
              throw badUserInput(
                'The crew has no contact on site with an e-mail address: give `to`',
              );
            const view = await crewShiftView(tx, access);
            // In the recipient's language: the contact's (a person of the tenant with that address), else the tenant's.
            const translator = translatorFor(
              await recipientLocale(tx, crew.tenantId, { email: to }),
            );
            await queueMail(
              tx,
              crew.tenantId,
              {
                to,
                ...crewDocumentMail(
                  translator,
                  kind,
                  { crewId: crew.id, caption: view.caption, project: view.project },
                  (await tenantAppOrigin(tx, crew.tenantId, request.headers.host)) ?? '',
                ),
                messageType: 'crewDocument',
                // Sent by the crew chief (or planner): it lands in their mailbox too.
                ...(caller.principal.personId !== null
                  ? { onBehalfOfPersonId: caller.principal.personId }
                  : {}),
              },
              now,
            );
            const [updated] = await tx
              .update(crewDocuments)
              .set({ sentAt: now, sentTo: to })
              .where(eq(crewDocuments.id, row.id))
              .returning();
            await tx.insert(crewShiftEvents).values({
              tenantId: crew.tenantId,
              crewId,
              type: `${kind}.send`,
              actorPersonId: caller.principal.personId,
              idempotencyKey: key,
              payload: { to, role: access.role },
              createdAt: now,
            });
            return crewDocumentViewOf(crewId, kind, updated);
          },
        );
      },
    );
  }
}
