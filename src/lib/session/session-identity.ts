import type { SessionData } from '../../../machines/session.types';

/**
 * Who the session is, independent of its token: stays the same across refreshes, differs
 * between two people (or a person and a project) signing in on the same phone.
 */
export function sessionCacheName(session: SessionData): string {
  const subject =
    session.type === 'user'
      ? (session.loginData.person?.id ?? 'unknown')
      : session.type === 'project'
        ? session.projectNumber
        : session.plusCrewNumber;
  return `${session.type}-${subject ?? 'unknown'}`;
}
