import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { RecordSummary } from '../../ui/RecordSummary';
import { EmptyState } from '../../ui/states/EmptyState';
import { ErrorState } from '../../ui/states/ErrorState';
import { LoadingState } from '../../ui/states/LoadingState';
import { formatDay } from '../../lib/dates/format-day';

const PlusCrewSessionQuery = graphql(`
  query PlusCrewSession($number: String!) {
    plusCrew(number: $number) {
      id
      number
      name
      beginDate
      endDate
    }
  }
`);

/** The landing of a plus-crew sign-in (also /plus-crews/:number/data for now): which plus crew this is. */
export function PlusCrewSessionPage() {
  const { number = '' } = useParams();
  const { t, i18n } = useTranslation('plus-crews');
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: PlusCrewSessionQuery,
    variables: { number },
  });

  if (fetching && !data) return <LoadingState label={t('loading')} rows={1} />;
  if (error && !data) {
    return (
      <ErrorState
        message={t('error')}
        offlineMessage={t('offline')}
        retryLabel={t('retry')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      />
    );
  }
  const plusCrew = data?.plusCrew;
  if (!plusCrew) return <EmptyState message={t('notFound')} />;

  const language = i18n.language;
  return (
    <RecordSummary
      title={plusCrew.name}
      rows={[
        { label: t('fields.number'), value: plusCrew.number },
        {
          label: t('fields.begin'),
          value: plusCrew.beginDate ? formatDay(plusCrew.beginDate, language) : t('noDate'),
        },
        {
          label: t('fields.end'),
          value: plusCrew.endDate ? formatDay(plusCrew.endDate, language) : t('noDate'),
        },
      ]}
    />
  );
}
