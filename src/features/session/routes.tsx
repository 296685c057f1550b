import { defineAreaRoutes } from '../../lib/routing/area-routes';

// Public screens; each loads on its own so the login screen stays small on a slow connection.
const resetPassword = async () => (await import('./ResetPasswordPage')).ResetPasswordPage;

export const routes = defineAreaRoutes([
  {
    name: 'login',
    titleKey: 'session:login.title',
    layout: 'login',
    access: 'public',
    page: async () => (await import('./LoginPage')).LoginPage,
  },
  {
    name: 'forgottenPassword',
    titleKey: 'session:forgotten.title',
    layout: 'login',
    access: 'public',
    page: async () => (await import('./ForgottenPasswordPage')).ForgottenPasswordPage,
  },
  {
    name: 'renewPassword',
    titleKey: 'session:renew.title',
    layout: 'login',
    access: 'public',
    page: async () => (await import('./RenewPasswordPage')).RenewPasswordPage,
  },
  {
    name: 'resetPassword',
    titleKey: 'session:reset.title',
    layout: 'login',
    access: 'public',
    page: resetPassword,
  },
  {
    name: 'welcome',
    titleKey: 'session:welcome.title',
    layout: 'login',
    access: 'public',
    page: resetPassword,
  },
]);
