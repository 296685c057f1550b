import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { errorTextKey } from '../../lib/graphql/errors';
import { useToast } from '../../lib/toasts/useToast';

export type Outcome = 'approved' | 'declined' | 'rejected';

/**
 * Runs one decision and says how it went: a toast that the person is told, or the api's reason
 * for a refusal (already decided by someone else, offline). `busy` is the thing being decided.
 */
export function useDecision(onDecided: () => void) {
  const { t } = useTranslation('approvals');
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  async function decide(
    key: string,
    outcome: Outcome,
    person: string,
    run: () => Promise<{ error?: CombinedError }>,
  ) {
    setBusy(key);
    const { error } = await run();
    setBusy(null);
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      onDecided();
      return;
    }
    toast.show({ message: t(`toast.${outcome}`, { person }), type: 'success' });
    onDecided();
  }
  return { busy, decide };
}
