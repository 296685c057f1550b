import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { Job } from '../jobs/jobs.schemas';
import type { BlockDate, VacationRequest } from './calendar.schemas';

// The personal iCal feed (docs/decisions/099), made with ical-generator 10.2 on every request.
// Gotchas of 10.2 handled here: a JS Date with a zone is written as its UTC wall time under the
// TZID (wrong), so times go in as luxon DateTimes in the person's zone; DTSTAMP is written in the
// calendar's zone without the `Z` RFC 5545 requires, so it is rewritten to UTC after rendering.

/** How often clients should poll: X-PUBLISHED-TTL and REFRESH-INTERVAL (Google ignores it). */
export const FEED_TTL_SECONDS = 60 * 60;

type Labels = Record<'project' | 'function' | 'crew' | 'crewChief' | 'blocked' | 'vacation' | 'vacationRequested' | 'cancelled', string>;

/** The feed's few words, in the person's language (the seven of the app). */
const LABELS: Record<string, Labels> = {
  en: { project: 'Project', function: 'Function', crew: 'Crew', crewChief: 'Crew chief', blocked: 'Not available', vacation: 'Vacation', vacationRequested: 'Vacation (requested)', cancelled: 'Cancelled' },
  de: { project: 'Projekt', function: 'Funktion', crew: 'Crew', crewChief: 'Crew Chief', blocked: 'Nicht verfügbar', vacation: 'Urlaub', vacationRequested: 'Urlaub (beantragt)', cancelled: 'Abgesagt' },
  deAt: { project: 'Projekt', function: 'Funktion', crew: 'Crew', crewChief: 'Crew Chief', blocked: 'Nicht verfügbar', vacation: 'Urlaub', vacationRequested: 'Urlaub (beantragt)', cancelled: 'Abgesagt' },
  fr: { project: 'Projet', function: 'Fonction', crew: 'Équipe', crewChief: 'Chef d’équipe', blocked: 'Indisponible', vacation: 'Congés', vacationRequested: 'Congés (demandés)', cancelled: 'Annulé' },
  es: { project: 'Proyecto', function: 'Función', crew: 'Equipo', crewChief: 'Jefe de equipo', blocked: 'No disponible', vacation: 'Vacaciones', vacationRequested: 'Vacaciones (solicitadas)', cancelled: 'Cancelado' },
  nl: { project: 'Project', function: 'Functie', crew: 'Crew', crewChief: 'Crew chief', blocked: 'Niet beschikbaar', vacation: 'Vakantie', vacationRequested: 'Vakantie (aangevraagd)', cancelled: 'Geannuleerd' },
  cy: { project: 'Prosiect', function: 'Swyddogaeth', crew: 'Criw', crewChief: 'Pennaeth criw', blocked: 'Ddim ar gael', vacation: 'Gwyliau', vacationRequested: 'Gwyliau (gofynnwyd)', cancelled: 'Wedi’i ganslo' },
};

export interface FeedInput {
  tenantId: number;
  person: { name: string; timeZone: string; language: string };
  jobs: Job[];
  blockDates: BlockDate[];
  vacationRequests: VacationRequest[];
  now: Date;
}

const utcStamp = (at: Date) => DateTime.fromJSDate(at, { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss'Z'");

/** An inclusive end day becomes the exclusive DTEND of an all-day event. */
const allDay = (beginDate: string, endDate: string, zone: string) => ({
  start: DateTime.fromISO(beginDate, { zone }),
  end: DateTime.fromISO(endDate, { zone }).plus({ days: 1 }),
  allDay: true,
});

export function renderCalendarFeed(input: FeedInput): string {
  const zone = DateTime.local().setZone(input.person.timeZone).isValid ? input.person.timeZone : 'UTC';
  const labels = LABELS[input.person.language] ?? (LABELS.en as Labels);
  const calendar = ical({
    name: `Crew Hub – ${input.person.name}`,
    prodId: { company: 'Crew Hub', product: 'personal-calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: zone, generator: getVtimezoneComponent },
    ttl: FEED_TTL_SECONDS,
  });
  // Stable whatever host the feed is read through (a tenant has several), and unique per tenant.
  const uid = (kind: string, id: number) => `${kind}-${id}.tenant-${input.tenantId}@crew-hub`;

  for (const job of input.jobs) {
    const chief = job.crewChief ? `${job.crewChief.caption}${job.crewChief.phone ? `, ${job.crewChief.phone}` : ''}` : null;
    const cancelled = job.status === 'cancelled';
    calendar.createEvent({
      id: uid('job', job.id),
      // A change after confirmation is a new revision for the clients that look at SEQUENCE.
      sequence: job.changedAt || cancelled ? 1 : 0,
      timezone: zone,
      start: DateTime.fromISO(job.startsAt).setZone(zone),
      end: DateTime.fromISO(job.endsAt).setZone(zone),
      summary: `${cancelled ? `${labels.cancelled}: ` : ''}${job.function.caption} – ${job.project.name}`,
      location: job.location ? `${job.location.caption}, ${job.location.address}, ${job.location.city}` : null,
      description: [
        `${labels.project}: ${job.project.number} ${job.project.name}`,
        `${labels.function}: ${job.function.caption}`,
        `${labels.crew}: ${job.crew.caption}`,
        chief ? `${labels.crewChief}: ${chief}` : null,
        job.remark,
      ]
        .filter((line): line is string => Boolean(line))
        .join('\n'),
      status: cancelled ? ICalEventStatus.CANCELLED : job.status === 'confirmed' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      stamp: input.now,
    });
  }
  for (const block of input.blockDates) {
    calendar.createEvent({ id: uid('block', block.id), ...allDay(block.beginDate, block.endDate, zone), summary: labels.blocked, description: block.reason, stamp: input.now });
  }
  for (const vacation of input.vacationRequests) {
    if (vacation.status === 'declined') continue;
    calendar.createEvent({
      id: uid('vacation', vacation.id),
      ...allDay(vacation.beginDate, vacation.endDate, zone),
      summary: vacation.status === 'approved' ? labels.vacation : labels.vacationRequested,
      status: vacation.status === 'approved' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      stamp: input.now,
    });
  }
  // ical-generator 10.2 writes DTSTAMP in the calendar's zone without `Z`; every event's stamp is
  // `now`, so each DTSTAMP line becomes now in UTC.
  return calendar.toString().replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${utcStamp(input.now)}`);
}
