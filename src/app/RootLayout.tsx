import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTenantSettings } from '../lib/tenant/useTenantSettings';
import { DocumentTitle } from './DocumentTitle';
import { LoadingScreen } from './pages/LoadingScreen';

/** Above every layout: the loading screen while the tenant settings load (SPEC.md §2), titles. */
export function RootLayout() {
  const { settings, fetching } = useTenantSettings();
  if (!settings && fetching) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}
