import { ViewerPreferencesProvider } from '../lib/profile/viewer-preferences';
import { useSession } from '../lib/session/useSession';
import { AppLayout } from './layouts/AppLayout';
import { LoginLayout } from './layouts/LoginLayout';
import { SessionLayout } from './layouts/SessionLayout';

/**
 * The layout for the signed-in state: a user gets the full app layout, a project or plus-crew
 * sign-in its reduced session layout; routes open to everyone (Info, Not found) fall back to the
 * login layout when nobody is signed in.
 */
export function ShellLayout() {
  const { session } = useSession();
  if (!session) return <LoginLayout />;
  // A person's own time zone and map service apply to everything the layout shows (decision 092).
  return session.type === 'user' ? (
    <ViewerPreferencesProvider>
      <AppLayout />
    </ViewerPreferencesProvider>
  ) : (
    <SessionLayout />
  );
}
