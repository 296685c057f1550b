import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingUpdate, subscribeToUpdate } from '../../sw/update-ready';
import { useToast } from '../../lib/toasts/useToast';

/**
 * Offers a waiting new version as a toast that stays until tapped (time 0): tapping activates
 * the new service worker and reloads. Nothing is swapped without the user's say-so.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const { show } = useToast();
  const activate = useSyncExternalStore(subscribeToUpdate, pendingUpdate, () => null);
  useEffect(() => {
    if (activate) show({ message: t('update.ready'), type: 'info', time: 0, onClick: activate });
  }, [activate, show, t]);
  return null;
}
