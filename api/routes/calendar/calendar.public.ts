// What other areas may use of the calendar area (eslint.config.js, apiAreaZones): vacancies weigh a
// crew member's blocked dates, vacations and absences as the calendar lists them.
export { listAbsences, listBlockDates, listVacationRequests } from './calendar.repository';
export type { CalendarScope } from './calendar.repository';
