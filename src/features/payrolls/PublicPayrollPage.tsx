import { Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { PublicPayrollPageQuery } from '../../gql/graphql';
import { formatDay } from '../../lib/dates/dates';
import { QueryStates } from '../../ui/states/QueryStates';
import { DownloadProgressBar } from './DownloadProgressBar';
import { PayrollTotals } from './PayrollItemsList';
import { formatHours } from './payroll-format';
import { formatMoney } from '../../lib/numbers/money';
import { usePdfDownload } from './usePdfDownload';

const PublicPayrollQuery = graphql(`
  query PublicPayrollPage($number: String!, $token: String!) {
    publicPayroll(number: $number, token: $token) {
      number
      periodBegin
      periodEnd
      grossCents
      deductionsCents
      netCents
      currency
      expiresAt
      items {
        date
        description
        functionName
        minutes
        rateCents
        amountCents
        allowanceCents
      }
      documentTypes
    }
  }
`);

/** The link's token: 32 random bytes, base64url (what the api makes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /public/payrolls/{number}#token (bare layout, no sign-in): one payroll, read-only, with its
 * payslip. The token is in the fragment, which the browser never sends; the page hands it to the
 * gateway as a GraphQL variable and to the download as a POST body, never in a URL.
 * /public/payrolls and a missing, malformed, expired or revoked token say the link is not valid.
 */
export function PublicPayrollPage() {
  const { number = '' } = useParams();
  const { hash } = useLocation();
  const { t } = useTranslation('payrolls');
  const token = hash.replace(/^#/, '');
  const usable = number !== '' && TOKEN.test(token);
  const [result] = useQuery({
    query: PublicPayrollQuery,
    variables: { number, token },
    pause: !usable,
    requestPolicy: 'network-only',
  });

  const invalid = (
    <Stack gap="2" role="alert">
      <Heading as="h2" size="md">
        {t('public.invalid')}
      </Heading>
      <Text color="fg.muted">{t('public.invalidHint')}</Text>
    </Stack>
  );
  if (!usable) return invalid;
  return (
    <QueryStates
      result={{ ...result, data: result.data?.publicPayroll }}
      loading={t('loadingPayroll')}
      error={t('errorPayroll')}
      empty={{ message: t('public.invalid'), description: t('public.invalidHint') }}
    >
      {(payroll) => <PublicPayroll payroll={payroll} token={token} />}
    </QueryStates>
  );
}

type Payroll = NonNullable<PublicPayrollPageQuery['publicPayroll']>;

function PublicPayroll({ payroll, token }: { payroll: Payroll; token: string }) {
  const { t, i18n } = useTranslation('payrolls');
  const language = i18n.language;
  const { state, start } = usePdfDownload();
  const money = (cents: number) => formatMoney(cents, payroll.currency, language);

  function download(documentType: string) {
    void start(
      '/api/v1/public/payrolls/documents',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', Type: 'MOBILE' },
        body: JSON.stringify({ number: payroll.number, token, documentType }),
      },
      `${documentType}-${payroll.number}.pdf`,
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {t('public.heading', { number: payroll.number })}
        </Heading>
        <Text color="fg.muted">
          {formatDay(payroll.periodBegin, language)} – {formatDay(payroll.periodEnd, language)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('public.readOnly', { date: formatDay(payroll.expiresAt.slice(0, 10), language) })}
        </Text>
      </Stack>
      <PayrollTotals {...payroll} />
      {payroll.documentTypes.length > 0 ? (
        <Stack gap="3">
          {payroll.documentTypes.map((documentType) => (
            <Button
              key={documentType}
              onClick={() => download(documentType)}
              colorPalette="blue"
              alignSelf="start"
              minHeight="11"
              loading={state.kind === 'downloading'}
            >
              {t('documents.download', {
                document: t(`documentTypes.${documentType}`, { defaultValue: documentType }),
              })}
            </Button>
          ))}
          {state.kind === 'downloading' ? (
            <DownloadProgressBar
              progress={state.progress}
              label={t('download.progressLabel', { document: t('documentTypes.payslip') })}
            />
          ) : null}
          {state.kind === 'failed' ? (
            <Text color="fg.error" role="alert">
              {state.status === 404 ? t('public.invalid') : t('download.failed')}
            </Text>
          ) : null}
          {state.kind === 'done' ? <Text role="status">{t('download.done')}</Text> : null}
        </Stack>
      ) : null}
      <Stack as="section" gap="3" aria-labelledby="public-items">
        <Heading as="h3" id="public-items" size="md">
          {t('itemsHeading', { total: payroll.items.length })}
        </Heading>
        <List.Root variant="plain" gap="2">
          {payroll.items.map((item, index) => (
            <List.Item key={`${item.date}-${index}`} display="block">
              <Card.Root size="sm">
                <Card.Body gap="1">
                  <Text fontWeight="semibold">
                    {formatDay(item.date, language)} · {item.description}
                  </Text>
                  <Text fontSize="sm">
                    {[
                      item.functionName,
                      t('hoursAtRate', {
                        hours: formatHours(item.minutes, language),
                        rate: money(item.rateCents),
                      }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Text fontSize="sm">
                    {t('fields.amount')}: {money(item.amountCents)}
                    {item.allowanceCents !== 0
                      ? ` · ${t('fields.allowances')}: ${money(item.allowanceCents)}`
                      : ''}
                  </Text>
                </Card.Body>
              </Card.Root>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}
