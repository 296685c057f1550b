import type { RouteObject } from 'react-router-dom';

// Public screens; each loads on its own so the login screen stays small on a slow connection.
export const sessionRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
    handle: { titleKey: 'session:login.title' },
  },
  {
    path: '/forgotten-password',
    lazy: async () => ({
      Component: (await import('./ForgottenPasswordPage')).ForgottenPasswordPage,
    }),
    handle: { titleKey: 'session:forgotten.title' },
  },
  {
    path: '/renew-password',
    lazy: async () => ({ Component: (await import('./RenewPasswordPage')).RenewPasswordPage }),
    handle: { titleKey: 'session:renew.title' },
  },
  {
    path: '/forgottenPassword/:token',
    lazy: async () => ({ Component: (await import('./ResetPasswordPage')).ResetPasswordPage }),
    handle: { titleKey: 'session:reset.title' },
  },
  {
    path: '/welcome/:token',
    lazy: async () => ({ Component: (await import('./ResetPasswordPage')).ResetPasswordPage }),
    handle: { titleKey: 'session:welcome.title' },
  },
];
