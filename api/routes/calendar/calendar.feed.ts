import { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { translatorFor } from '../../i18n';
import type { ApiTexts, Locale } from '../../i18n';
import { createFeedCalendar, feedTime, feedUid, feedZone, renderFeed } from '../../lib/ical-feed';
import type { Job } from '../jobs/jobs.schemas';
import type { BlockDate, VacationRequest } from './calendar.schemas';

// The personal iCal feed (api/routes/calendar/README.md, The calendar feed), made on every request through the shared feed
// module (api/lib/ical-feed.ts, api/routes/projects/README.md, A project's calendar link: ical-generator 10.2's gotchas are handled there),
// its few words in the person's language (api/i18n, `calendarFeed`).

export interface FeedInput {
  tenantId: number;
  person: { name: string; timeZone: string };
  /** The person's language (api/i18n/recipient.ts). */
  locale: Locale;
  jobs: Job[];
  blockDates: BlockDate[];
  vacationRequests: VacationRequest[];
  now: Date;
}

/** An inclusive end day becomes the exclusive DTEND of an all-day event. */
const allDay = (beginDate: string, endDate: string, zone: string) => ({
  start: DateTime.fromISO(beginDate, { zone }),
  end: DateTime.fromISO(endDate, { zone }).plus({ days: 1 }),
  allDay: true,
});

export function renderCalendarFeed(input: FeedInput): string {
  const zone = feedZone(input.person.timeZone);
  const { t } = translatorFor(input.locale);
  const label = (key: keyof ApiTexts['calendarFeed']) => t(`calendarFeed.${key}`);
  const calendar = createFeedCalendar({
    name: `Crew Hub – ${input.person.name}`,
    product: 'personal-calendar',
    zone,
  });
  const uid = (kind: string, id: number) => feedUid(input.tenantId, kind, id);

  for (const job of input.jobs) {
    const chief = job.crewChief
      ? `${job.crewChief.caption}${job.crewChief.phone ? `, ${job.crewChief.phone}` : ''}`
      : null;
    const cancelled = job.status === 'cancelled';
    calendar.createEvent({
      id: uid('job', job.id),
      // A change after confirmation is a new revision for the clients that look at SEQUENCE.
      sequence: job.changedAt || cancelled ? 1 : 0,
      // Each job in its venue's zone (TZID; decision 248): a calendar app shows it at the venue's
      // time wherever the phone is, and the feed carries a VTIMEZONE for every zone it names.
      timezone: feedZone(job.timeZone),
      start: feedTime(job.startsAt, feedZone(job.timeZone)),
      end: feedTime(job.endsAt, feedZone(job.timeZone)),
      summary: `${cancelled ? `${label('cancelled')}: ` : ''}${job.function.caption} – ${job.project.name}`,
      location: job.location
        ? `${job.location.caption}, ${job.location.address}, ${job.location.city}`
        : null,
      description: [
        `${label('project')}: ${job.project.number} ${job.project.name}`,
        `${label('function')}: ${job.function.caption}`,
        `${label('crew')}: ${job.crew.caption}`,
        chief ? `${label('crewChief')}: ${chief}` : null,
        job.remark,
      ]
        .filter((line): line is string => Boolean(line))
        .join('\n'),
      status: cancelled
        ? ICalEventStatus.CANCELLED
        : job.status === 'confirmed'
          ? ICalEventStatus.CONFIRMED
          : ICalEventStatus.TENTATIVE,
      stamp: input.now,
    });
  }
  for (const block of input.blockDates) {
    calendar.createEvent({
      id: uid('block', block.id),
      ...allDay(block.beginDate, block.endDate, zone),
      summary: label('blocked'),
      description: block.reason,
      stamp: input.now,
    });
  }
  for (const vacation of input.vacationRequests) {
    if (vacation.status === 'declined') continue;
    calendar.createEvent({
      id: uid('vacation', vacation.id),
      ...allDay(vacation.beginDate, vacation.endDate, zone),
      summary: vacation.status === 'approved' ? label('vacation') : label('vacationRequested'),
      status:
        vacation.status === 'approved' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      stamp: input.now,
    });
  }
  return renderFeed(calendar, input.now);
}
