import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session/useSession';
import { LoadingScreen } from './pages/LoadingScreen';
import { guardSessionFrom } from '../lib/routing/route-access';
import { guardRoute } from './rules/guard';

/** The route guard of SPEC.md §5 in front of every protected route. */
export function RequireSession() {
  const { pathname, search } = useLocation();
  const { status, session } = useSession();
  if (status === 'restoring') return <LoadingScreen />;
  const decision = guardRoute({ pathname, search, session: guardSessionFrom(session) });
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return <Outlet />;
}
