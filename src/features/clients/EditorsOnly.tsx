import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { EmptyState } from '../../ui/states/EmptyState';

/**
 * A form that loads nothing first (a new company, a new location) says "no access" itself to
 * a user without administration EDIT, as the screens that load say it from the api's answer.
 */
export function EditorsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { session } = useSession();
  const allowed =
    session?.type === 'user' && hasAction(session.userRights, 'administration', 'EDIT');
  if (!allowed) return <EmptyState message={t('errors.codes.FORBIDDEN')} state="forbidden" />;
  return <>{children}</>;
}
