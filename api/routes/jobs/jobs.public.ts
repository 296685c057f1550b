// What other areas may use of the jobs area (eslint.config.js, apiAreaZones): the personal calendar
// shows a person's jobs as the jobs list finds them.
export { listJobsBetween } from './jobs.repository';
