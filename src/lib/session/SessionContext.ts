import { createContext } from 'react';
import type { SessionData, SessionErrorCode } from '../../../machines/session.types';

export type SessionStatus = 'restoring' | 'signedOut' | 'signingIn' | 'signedIn';

export type SessionState = {
  status: SessionStatus;
  session: SessionData | null;
  error: SessionErrorCode | null;
  signIn: (login: string, password: string) => void;
  logout: () => void;
};

export const SessionContext = createContext<SessionState | null>(null);
