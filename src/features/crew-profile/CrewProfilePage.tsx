import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { CrewProfileDocument } from './crew-profile.documents';
import { CrewProfileView } from './CrewProfileView';

/** /crew-profile/{personId}: a crew member's profile as the signed-in caller may read it (api/routes/crew-profile/README.md, Who reads whose profile). */
export function CrewProfilePage() {
  const { t } = useTranslation('crew-profile');
  const { personId = '' } = useParams();
  const { session } = useSession();
  const [result, reexecute] = useQuery({ query: CrewProfileDocument, variables: { personId } });
  const canContact =
    session?.type === 'user' && hasAction(session.userRights, 'crewProfile', 'CONTACT');
  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{ message: t('notFound') }}
      isEmpty={(data) => !data.crewProfile}
    >
      {(data) =>
        data.crewProfile ? (
          <CrewProfileView profile={data.crewProfile} canContact={canContact} />
        ) : null
      }
    </QueryStates>
  );
}
