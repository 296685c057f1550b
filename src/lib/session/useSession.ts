import { useContext } from 'react';
import { SessionContext, type SessionState } from './SessionContext';

/** The current session and its two commands; must be used under SessionProvider. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
