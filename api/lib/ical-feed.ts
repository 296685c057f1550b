import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';

// The one way the api writes an iCal feed (the personal feed, api/routes/calendar/README.md, The calendar feed; a project's feed,
// api/routes/projects/README.md, A project's calendar link), with ical-generator 10.2. Its gotchas are handled here once: a JS Date with a zone
// is written as its UTC wall time under the TZID (wrong), so events take luxon DateTimes in the
// feed's zone (`feedTime`); DTSTAMP is written in the calendar's zone without the `Z` RFC 5545
// requires, so `renderFeed` rewrites it to UTC.

/** How often clients should poll: X-PUBLISHED-TTL and REFRESH-INTERVAL (Google ignores it). */
export const FEED_TTL_SECONDS = 60 * 60;

/** The zone a feed is written in: the given one when luxon knows it, else UTC. */
export function feedZone(timeZone: string): string {
  return DateTime.local().setZone(timeZone).isValid ? timeZone : 'UTC';
}

/** A moment as the event start or end ical-generator writes correctly under the feed's TZID. */
export function feedTime(at: Date | string, zone: string): DateTime {
  return (typeof at === 'string' ? DateTime.fromISO(at) : DateTime.fromJSDate(at)).setZone(zone);
}

/** A feed's calendar: published, with the zone's VTIMEZONE and the poll interval. */
export function createFeedCalendar(options: {
  name: string;
  product: string;
  zone: string;
}): ICalCalendar {
  return ical({
    name: options.name,
    prodId: { company: 'Crew Hub', product: options.product, language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: options.zone, generator: getVtimezoneComponent },
    ttl: FEED_TTL_SECONDS,
  });
}

/** An event UID stable whatever host the feed is read through (a tenant has several), unique per tenant. */
export const feedUid = (tenantId: number, kind: string, id: number) =>
  `${kind}-${id}.tenant-${tenantId}@crew-hub`;

const utcStamp = (at: Date) =>
  DateTime.fromJSDate(at, { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss'Z'");

/** The feed's text. Every event's stamp must be `now`: each DTSTAMP line becomes now in UTC. */
export function renderFeed(calendar: ICalCalendar, now: Date): string {
  return calendar.toString().replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${utcStamp(now)}`);
}
