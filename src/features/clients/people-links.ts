import { PATHS, pathTo } from '../../lib/paths';

// The people area's screens a company page links to (a contact, a new contact of the company).

export const contactHref = (personId: string) => pathTo(PATHS.adminPerson, { id: personId });
export const newContactHref = (companyId: string) =>
  `${PATHS.adminPersonNew}?companyId=${encodeURIComponent(companyId)}`;
