import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { QueryStates } from '../../ui/states/QueryStates';
import { PublicCrewProfileDocument } from './crew-profile.documents';
import { CrewProfileView } from './CrewProfileView';

/**
 * /public/crew-profile/{personId} (bare layout, no sign-in): the profile its person made public;
 * 'Profile not found' otherwise. Never contact data (the api does not send it).
 */
export function PublicCrewProfilePage() {
  const { t } = useTranslation('crew-profile');
  const { personId = '' } = useParams();
  const [result, reexecute] = useQuery({
    query: PublicCrewProfileDocument,
    variables: { personId },
    requestPolicy: 'network-only',
  });
  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{ message: t('notFound') }}
      isEmpty={(data) => !data.publicCrewProfile}
    >
      {(data) =>
        data.publicCrewProfile ? (
          <CrewProfileView profile={data.publicCrewProfile} canContact={false} />
        ) : null
      }
    </QueryStates>
  );
}
