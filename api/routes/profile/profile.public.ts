// What other areas may use of the profile area (eslint.config.js, apiAreaZones): a crew profile shows
// the person's picture file as the profile serves it (a demo picture made on first read).
export { readPictureFile } from './profile.seed';
