import {
  crewOnly,
  firstIdOf,
  user,
  type RouteAccessApi,
  type RouteAccessCases,
} from '../../../tests/fixtures/route-access-helpers';

// The payrolls area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

/** crew@'s newest payroll number. */
const crewPayroll = (api: RouteAccessApi) =>
  firstIdOf(api, 'crew', '/api/v1/payrolls?limit=1&page=1', 'number');

export const routeAccess: RouteAccessCases = {
  payrolls: {
    outcomes: { ...crewOnly('forbidden'), project: 'refused', plusCrew: 'refused' },
    marker: { crew: { role: 'article' }, chief: { role: 'article' } },
  },
  // crew@'s payroll: chief@ reads only its own.
  payroll: {
    params: async (api) => ({ number: await crewPayroll(api) }),
    outcomes: {
      ...crewOnly('forbidden'),
      chief: 'notFound',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { crew: { role: 'heading', name: 'Documents' } },
    notFoundText: 'Payroll not found',
  },
  // Starts the payslip's download, then shows the payroll again.
  payrollDownload: {
    params: async (api) => ({ number: await crewPayroll(api), documentType: 'payslip' }),
    shownAt: ({ number = '' }) => `/payrolls/${number}`,
    outcomes: {
      ...crewOnly('forbidden'),
      chief: 'notFound',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { crew: { role: 'heading', name: 'Documents' } },
    notFoundText: 'This payroll has no such document.',
  },
  payrollsDocuments: {
    outcomes: { ...crewOnly('forbidden'), project: 'refused', plusCrew: 'refused' },
    marker: { crew: { role: 'article' }, chief: { role: 'article' } },
  },
  payrollItem: {
    params: async (api) => {
      const payroll = (await api('crew', `/api/v1/payrolls/${await crewPayroll(api)}`)) as {
        items: { id: number }[];
      };
      return { id: String(payroll.items[0]?.id) };
    },
    outcomes: {
      ...crewOnly('forbidden'),
      chief: 'notFound',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { crew: { role: 'heading', name: 'Activities' } },
    notFoundText: 'Payroll item not found',
  },
  // Public pages (bare layout): without a link's token everyone is told the link is not valid
  // (the payrolls test opens a real link signed out).
  publicPayrolls: {
    outcomes: { ...user('notFound'), project: 'notFound', plusCrew: 'notFound' },
    notFoundText: /^(This link is not valid|Dieser Link ist nicht gültig)$/,
  },
  publicPayroll: {
    params: async (api) => ({ number: await crewPayroll(api) }),
    outcomes: { ...user('notFound'), project: 'notFound', plusCrew: 'notFound' },
    notFoundText: /^(This link is not valid|Dieser Link ist nicht gültig)$/,
  },
};
