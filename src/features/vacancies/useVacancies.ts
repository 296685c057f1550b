import { useQuery } from 'urql';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { VacanciesDocument } from './vacancies.documents';

/** Both vacancy screens: the one query, a network-only re-read after a change, and the apply right. */
export function useVacancies() {
  const { session } = useSession();
  const [result, reexecute] = useQuery({ query: VacanciesDocument });
  const canAct = session?.type === 'user' && hasAction(session.userRights, 'vacancies', 'EDIT');
  return { result, canAct, reload: () => reexecute({ requestPolicy: 'network-only' }) };
}
