import { useQuery } from 'urql';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { VacanciesDocument } from './vacancies.documents';

/**
 * Both vacancy screens: the one query (cache and network: positions open and fill while the app is
 * closed, so a stored list is shown at once and replaced by the api's), a network-only re-read after a change, and the apply right. */
export function useVacancies() {
  const { session } = useSession();
  const [result, reexecute] = useQuery({
    query: VacanciesDocument,
    requestPolicy: 'cache-and-network',
  });
  const canAct = session?.type === 'user' && hasAction(session.userRights, 'vacancies', 'EDIT');
  return { result, canAct, reload: () => reexecute({ requestPolicy: 'network-only' }) };
}
