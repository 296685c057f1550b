import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollRestoration } from '../lib/routing/AppRouter';
import { useTenantSettings } from '../lib/tenant/useTenantSettings';
import { LoadingScreen } from './pages/LoadingScreen';

/** Above every layout: the loading screen while the tenant settings load (SPEC.md §2). */
export function RootLayout() {
  const { settings, fetching } = useTenantSettings();
  if (!settings && fetching) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}
