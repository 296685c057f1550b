import { defineAreaRoutes } from '../../lib/routing/area-routes';

// Each page is its own chunk; the public page loads without the signed-in screens.
export const routes = defineAreaRoutes([
  {
    name: 'payrolls',
    titleKey: 'common:menu.payrolls',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PayrollsPage')).PayrollsPage,
  },
  {
    name: 'payroll',
    titleKey: 'payrolls:payrollTitle',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PayrollPage')).PayrollPage,
  },
  {
    name: 'payrollDownload',
    titleKey: 'payrolls:downloadTitle',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PayrollDownloadPage')).PayrollDownloadPage,
  },
  {
    name: 'payrollsDocuments',
    titleKey: 'payrolls:documentsTitle',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PayrollDocumentsPage')).PayrollDocumentsPage,
  },
  {
    name: 'payrollItem',
    titleKey: 'payrolls:itemTitle',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PayrollItemPage')).PayrollItemPage,
  },
  {
    name: 'publicPayrolls',
    titleKey: 'payrolls:publicTitle',
    layout: 'bare',
    access: 'public',
    page: async () => (await import('./PublicPayrollPage')).PublicPayrollPage,
  },
  {
    name: 'publicPayroll',
    titleKey: 'payrolls:publicTitle',
    layout: 'bare',
    access: 'public',
    page: async () => (await import('./PublicPayrollPage')).PublicPayrollPage,
  },
]);
