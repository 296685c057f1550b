// What other areas may use of the crew-items area (eslint.config.js, apiAreaZones): a status change
// made elsewhere (a job confirmed, a vacancy applied for) is written to the crew item's audit trail here.
export { recordCrewItemChange } from './crew-items.repository';
export type { CrewItemChange } from './crew-items.repository';
