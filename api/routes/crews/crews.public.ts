// What other areas may use of the crews area (eslint.config.js, apiAreaZones): the forms engine asks
// it about a security check's answer, the mailbox demo writes a crew document's mail, the test
// tenant factory draws the demo crew's signature.
export { crewCallerOf } from './crews.access';
export type { CrewCaller } from './crews.access';
export { admitSecurityCheckAnswer, chiefsSecurityCheck } from './crews.security-checks';
export { crewDocumentMail } from './documents';
export { DEMO_CREW_SIGNATURE_KEY } from './sign-off.files';
