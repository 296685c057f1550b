import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery, type TypedDocumentNode } from 'urql';
import { RecordSummary } from '../../ui/RecordSummary';
import { QueryStates } from '../../ui/states/QueryStates';
import { formatDay } from '../dates/dates';

/** What a project or plus-crew sign-in lands on: the record's number, name and dates. */
export type SessionRecord = {
  number: string;
  name: string;
  beginDate?: string | null;
  endDate?: string | null;
  /** The client, for records that have one (projects). */
  company?: { caption: string } | null;
};

export type RecordSessionViewProps<TData> = {
  /**
   * The area's locale namespace; it holds loading, error, notFound, noDate and
   * fields.number/client/begin/end.
   */
  namespace: string;
  /** The area's query of one record by the route's :number. */
  query: TypedDocumentNode<TData, { number: string }>;
  /** The record in the answer (null when there is none). */
  select: (data: TData) => SessionRecord | null | undefined;
};

/**
 * The landing of a record sign-in (a project's or a plus crew's session): which record this is,
 * through the loading, error and 'not found' states every screen shares.
 */
export function RecordSessionView<TData>({
  namespace,
  query,
  select,
}: RecordSessionViewProps<TData>) {
  const { number = '' } = useParams();
  const [result, reexecute] = useQuery({ query, variables: { number } });
  const { t, i18n } = useTranslation(namespace);
  const day = (date: string | null | undefined) =>
    date ? formatDay(date, i18n.language) : t('noDate');
  return (
    <QueryStates
      result={{ ...result, data: result.data ? select(result.data) : null }}
      loading={t('loading')}
      loadingRows={1}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{ message: t('notFound') }}
    >
      {(record) => (
        <RecordSummary
          title={record.name}
          rows={[
            { label: t('fields.number'), value: record.number },
            record.company ? { label: t('fields.client'), value: record.company.caption } : null,
            { label: t('fields.begin'), value: day(record.beginDate) },
            { label: t('fields.end'), value: day(record.endDate) },
          ]}
        />
      )}
    </QueryStates>
  );
}
