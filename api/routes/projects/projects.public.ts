// What other areas may use of the projects area (eslint.config.js, apiAreaZones): an invoice draft
// bills a project's cost as the project page works it out.
export { projectCost } from './project-page.repository';
