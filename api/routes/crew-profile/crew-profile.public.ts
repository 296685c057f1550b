// What other areas may use of the crew-profile area (eslint.config.js, apiAreaZones): the
// functions a person is registered for, which the crew-items booking check reads
// (api/routes/crew-items/README.md, The booking check). The table itself is in api/db/tables, as
// the people area writes it too.
export { personFunctions } from '../../db/tables/person-functions.tables';
