// The people area's screens a company page links to (a contact, a new contact of the company).
// Written here as plain paths until the people area's paths join src/lib/paths.ts.

export const contactHref = (personId: string) => `/admin/people/${encodeURIComponent(personId)}`;
export const newContactHref = (companyId: string) =>
  `/admin/people/new?companyId=${encodeURIComponent(companyId)}`;
