import {
  Badge,
  Button,
  Card,
  DataList,
  Field,
  Heading,
  HStack,
  Link,
  List,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { PayrollItemPageQuery } from '../../gql/graphql';
import { formatDateTime, formatDay } from '../../lib/dates/dates';
import { errorTextKey } from '../../lib/graphql/errors';
import { pathTo, PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import { itemTitle } from './PayrollItemsList';
import { PayrollStatusBadge } from './PayrollStatusBadge';
import { useCanEditPayrolls } from './PayrollsPage';
import { formatDueDate, formatHours } from './payroll-format';
import { formatMoney } from '../../lib/numbers/money';

/** What the item page shows; the mutations answer the same fields, so graphcache updates the page. */
export const PayrollItemDetailFragment = graphql(`
  fragment PayrollItemDetail on PayrollItem {
    id
    payrollNumber
    date
    description
    jobId
    project {
      number
      name
    }
    functionName
    minutes
    rateCents
    amountCents
    allowanceCents
    currency
    status
    declineReason
    canDecline
    activities {
      id
      type
      caption
      body
      recipient
      dueDate
      priority
      createdAt
    }
  }
`);

const PayrollItemPageQuery = graphql(`
  query PayrollItemPage($id: ID!) {
    payrollItem(id: $id) {
      ...PayrollItemDetail
    }
  }
`);

const FeedbackMutation = graphql(`
  mutation SendPayrollItemFeedback($id: ID!, $body: String!, $idempotencyKey: String!) {
    sendPayrollItemFeedback(id: $id, body: $body, idempotencyKey: $idempotencyKey) {
      ...PayrollItemDetail
    }
  }
`);

const DeclineMutation = graphql(`
  mutation DeclinePayrollItem($id: ID!, $reason: String!) {
    declinePayrollItem(id: $id, reason: $reason) {
      ...PayrollItemDetail
    }
  }
`);

type Item = NonNullable<PayrollItemPageQuery['payrollItem']>;

function Field2({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** /payroll-items/{id}: the item, its activities, feedback to accounting and decline. */
export function PayrollItemPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('payrolls');
  const [result, reexecute] = useQuery({ query: PayrollItemPageQuery, variables: { id } });
  return (
    <QueryStates
      result={{ ...result, data: result.data?.payrollItem }}
      loading={t('item.loading')}
      loadingRows={1}
      error={t('item.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{
        message: t('item.notFound'),
        action: (
          <Link asChild colorPalette="blue">
            <RouterLink to={PATHS.payrolls}>{t('backToPayrolls')}</RouterLink>
          </Link>
        ),
      }}
    >
      {(item) => <ItemDetails item={item} />}
    </QueryStates>
  );
}

function ItemDetails({ item }: { item: Item }) {
  const { t, i18n } = useTranslation('payrolls');
  const language = i18n.language;
  const money = (cents: number) => formatMoney(cents, item.currency, language);
  const canEdit = useCanEditPayrolls();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <HStack justify="space-between" align="start">
          <Heading as="h2" size="lg">
            {itemTitle(item, t)}
          </Heading>
          <PayrollStatusBadge status={item.status} />
        </HStack>
        <Link asChild colorPalette="blue" alignSelf="start" minHeight="11">
          <RouterLink to={pathTo(PATHS.payroll, { number: item.payrollNumber })}>
            {t('item.ofPayroll', { number: item.payrollNumber })}
          </RouterLink>
        </Link>
      </Stack>
      <DataList.Root orientation="horizontal" gap="2">
        <Field2 label={t('fields.date')}>{formatDay(item.date, language)}</Field2>
        {item.project ? <Field2 label={t('fields.job')}>{item.description}</Field2> : null}
        {item.functionName ? (
          <Field2 label={t('fields.function')}>{item.functionName}</Field2>
        ) : null}
        <Field2 label={t('fields.hours')}>{formatHours(item.minutes, language)}</Field2>
        <Field2 label={t('fields.rate')}>{money(item.rateCents)}</Field2>
        <Field2 label={t('fields.amount')}>{money(item.amountCents)}</Field2>
        <Field2 label={t('fields.allowances')}>{money(item.allowanceCents)}</Field2>
        {item.declineReason ? (
          <Field2 label={t('fields.declineReason')}>{item.declineReason}</Field2>
        ) : null}
      </DataList.Root>
      {item.jobId ? (
        <Link asChild colorPalette="blue" alignSelf="start" minHeight="11">
          <RouterLink to={pathTo(PATHS.job, { id: item.jobId })}>{t('item.openJob')}</RouterLink>
        </Link>
      ) : null}
      {canEdit ? <FeedbackForm itemId={item.id} /> : null}
      {canEdit && item.canDecline ? <DeclineForm itemId={item.id} /> : null}
      <Stack as="section" gap="3" aria-labelledby="item-activities">
        <Heading as="h3" id="item-activities" size="md">
          {t('activities.heading')}
        </Heading>
        {item.activities.length === 0 ? (
          <Text color="fg.muted">{t('activities.empty')}</Text>
        ) : (
          <List.Root variant="plain" gap="2">
            {item.activities.map((activity) => (
              <List.Item key={activity.id} display="block">
                <Card.Root size="sm" as="article" aria-labelledby={`activity-${activity.id}`}>
                  <Card.Body gap="2">
                    <HStack justify="space-between" align="start" gap="2">
                      <Text fontWeight="semibold" id={`activity-${activity.id}`}>
                        {t(`activities.captions.${activity.type}`, {
                          defaultValue: activity.caption,
                        })}
                      </Text>
                      {activity.priority != null ? (
                        <Badge colorPalette="red">
                          {t('activities.priority', { priority: activity.priority })}
                        </Badge>
                      ) : null}
                    </HStack>
                    <Text whiteSpace="pre-line">{activity.body}</Text>
                    <Stack gap="0" fontSize="sm" color="fg.muted">
                      {activity.recipient ? (
                        <Text>
                          {t('activities.recipient', {
                            recipient: t(`activities.recipients.${activity.recipient}`, {
                              defaultValue: activity.recipient,
                            }),
                          })}
                        </Text>
                      ) : null}
                      {activity.dueDate ? (
                        <Text>
                          {t('activities.due', { date: formatDueDate(activity.dueDate) })}
                        </Text>
                      ) : null}
                      <Text>{formatDateTime(activity.createdAt, language)}</Text>
                    </Stack>
                  </Card.Body>
                </Card.Root>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}

function FeedbackForm({ itemId }: { itemId: string }) {
  const { t } = useTranslation('payrolls');
  const toast = useToast();
  const [body, setBody] = useState('');
  // One key per message: a retry after a lost answer is answered, not stored twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [{ fetching }, send] = useMutation(FeedbackMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === '') return;
    const result = await send({ id: itemId, body: body.trim(), idempotencyKey: key });
    if (result.data) {
      toast.show({ message: t('feedback.sent'), type: 'success' });
      setBody('');
      setKey(crypto.randomUUID());
    } else toast.show({ message: t(errorTextKey(result.error)), type: 'error' });
  }

  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-labelledby="feedback-heading"
    >
      <Heading as="h3" id="feedback-heading" size="md">
        {t('feedback.heading')}
      </Heading>
      <Field.Root required>
        <Field.Label>{t('feedback.label')}</Field.Label>
        <Textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={2000}
          rows={3}
        />
        <Field.HelperText>{t('feedback.hint')}</Field.HelperText>
      </Field.Root>
      <Button
        type="submit"
        loading={fetching}
        disabled={body.trim() === ''}
        alignSelf="start"
        minHeight="11"
        colorPalette="blue"
      >
        {t('feedback.send')}
      </Button>
    </Stack>
  );
}

function DeclineForm({ itemId }: { itemId: string }) {
  const { t } = useTranslation('payrolls');
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [{ fetching }, decline] = useMutation(DeclineMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') return;
    const result = await decline({ id: itemId, reason: reason.trim() });
    if (result.data) {
      toast.show({ message: t('decline.done'), type: 'success' });
      setReason('');
    } else toast.show({ message: t(errorTextKey(result.error)), type: 'error' });
  }

  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-labelledby="decline-heading"
    >
      <Heading as="h3" id="decline-heading" size="md">
        {t('decline.heading')}
      </Heading>
      <Field.Root required>
        <Field.Label>{t('decline.label')}</Field.Label>
        <Textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
          rows={2}
        />
      </Field.Root>
      <Button
        type="submit"
        loading={fetching}
        disabled={reason.trim() === ''}
        alignSelf="start"
        minHeight="11"
        colorPalette="red"
        variant="outline"
      >
        {t('decline.action')}
      </Button>
    </Stack>
  );
}
