import { createContext } from 'react';
import type { SessionData, SessionErrorCode } from '../../../machines/session.types';

export type SessionStatus = 'restoring' | 'signedOut' | 'signingIn' | 'signedIn';

export type SessionState = {
  status: SessionStatus;
  session: SessionData | null;
  error: SessionErrorCode | null;
  /**
   * After a throttled sign-in: when it may be tried again (ms since the epoch), if the api said.
   * Optional so that a fixed session in a test need not name it.
   */
  retryAt?: number | null;
  signIn: (login: string, password: string) => void;
  logout: () => void;
  /**
   * The server refused the session's token (its session ended elsewhere): back to sign-in.
   * Optional so that a fixed session in a test need not name it.
   */
  refused?: () => void;
};

export const SessionContext = createContext<SessionState | null>(null);
