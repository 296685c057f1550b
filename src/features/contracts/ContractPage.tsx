import { DataList, Heading, HStack, Link, List, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { ContractDetailQuery } from '../../gql/graphql';
import { formatDay } from '../../lib/dates/dates';
import { PATHS, pathTo } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';
import { formatContractPeriod, formatDays, formatMinutes, formatQuota } from './contract-format';
import { ContractDocuments } from './ContractDocuments';
import { ContractStateBadge } from './ContractStateBadge';
import { progressSlotRecipe } from '../../ui/lazy-recipes';

const ContractDetailQuery = graphql(`
  query ContractDetail($id: ID!) {
    staffContract(id: $id) {
      id
      contractType
      state
      beginDate
      endDate
      quotaMinutes
      quotaPeriod
      vacationDaysPerYear
      person {
        id
        caption
      }
      timeAccount {
        period {
          begin
          end
        }
        quotaMinutes
        workedMinutes
        upcomingMinutes
        plannedMinutes
        openingBalanceMinutes
        balanceMinutes
        completedPeriods
        since
      }
      vacationAccount {
        year
        entitledDays
        takenDays
        plannedDays
        remainingDays
      }
      documents {
        id
        name
        documentType
        createdAt
        downloadUrl
      }
      signingDocuments {
        id
        title
        status
      }
    }
  }
`);

type Contract = NonNullable<ContractDetailQuery['staffContract']>;
type TimeAccount = NonNullable<Contract['timeAccount']>;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h3" id={id} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Worked against the quota of the current period: a bar with its figures beside it. */
function CurrentPeriod({ account, period }: { account: TimeAccount; period: 'week' | 'month' }) {
  const { t, i18n } = useTranslation('contracts');
  const language = i18n.language;
  const minutes = (value: number) => formatMinutes(value, language);
  const range = account.period;
  const figure = t('workedOfQuota', {
    worked: minutes(account.workedMinutes),
    quota: minutes(account.quotaMinutes),
  });
  const quota = Math.max(account.quotaMinutes, 1);
  return (
    <Section id="contract-current" title={t(`currentPeriod.${period}`)}>
      {range ? (
        <Text fontSize="sm" color="fg.muted">
          {t('period.range', {
            begin: formatDay(range.begin, language),
            end: formatDay(range.end, language),
          })}
        </Text>
      ) : null}
      <Progress.Root
        recipe={progressSlotRecipe}
        size="lg"
        colorPalette={account.workedMinutes >= account.quotaMinutes ? 'green' : 'blue'}
        min={0}
        max={quota}
        value={Math.min(account.workedMinutes, quota)}
        translations={{ value: () => t('workedMeterLabel', { figure }) }}
      >
        <HStack justify="space-between" mb="1" gap="2">
          <Progress.Label fontWeight="semibold">{t('fields.worked')}</Progress.Label>
          <Text fontSize="sm" aria-hidden>
            {figure}
          </Text>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <DataList.Root orientation="horizontal" gap="2">
        <Field label={t('fields.quota')}>{minutes(account.quotaMinutes)}</Field>
        <Field label={t('fields.worked')}>{minutes(account.workedMinutes)}</Field>
        <Field label={t('fields.upcoming')}>{minutes(account.upcomingMinutes)}</Field>
        <Field label={t('fields.planned')}>{minutes(account.plannedMinutes)}</Field>
      </DataList.Root>
    </Section>
  );
}

function ContractDetails({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation('contracts');
  const language = i18n.language;
  const { timeAccount, vacationAccount } = contract;
  return (
    <Stack gap="6">
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="lg">
            {t(`types.${contract.contractType}`)}
          </Heading>
          <ContractStateBadge state={contract.state} />
        </HStack>
        <DataList.Root orientation="vertical" gap="3">
          <Field label={t('fields.person')}>{contract.person.caption}</Field>
          <Field label={t('fields.period')}>
            {formatContractPeriod(contract.beginDate, contract.endDate, t, language)}
          </Field>
          <Field label={t('fields.quota')}>
            {formatQuota(contract.quotaMinutes, contract.quotaPeriod, t, language)}
          </Field>
          <Field label={t('fields.vacationPerYear')}>
            {formatDays(contract.vacationDaysPerYear, language)}
          </Field>
        </DataList.Root>
      </Stack>

      {timeAccount?.period ? (
        <CurrentPeriod account={timeAccount} period={contract.quotaPeriod} />
      ) : null}

      {timeAccount ? (
        <Section id="contract-time-account" title={t('timeAccount.title')}>
          <Text
            fontSize="2xl"
            fontWeight="bold"
            color={timeAccount.balanceMinutes < 0 ? 'fg.error' : 'fg'}
          >
            {formatMinutes(timeAccount.balanceMinutes, language, true)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t(`timeAccount.explain.${contract.quotaPeriod}`, {
              since: formatDay(timeAccount.since, language),
              opening: formatMinutes(timeAccount.openingBalanceMinutes, language, true),
            })}
          </Text>
        </Section>
      ) : null}

      {vacationAccount ? (
        <Section id="contract-vacation" title={t('vacation.title', { year: vacationAccount.year })}>
          <DataList.Root orientation="horizontal" gap="2">
            <Field label={t('vacation.entitled')}>
              {formatDays(vacationAccount.entitledDays, language)}
            </Field>
            <Field label={t('vacation.taken')}>
              {formatDays(vacationAccount.takenDays, language)}
            </Field>
            <Field label={t('vacation.planned')}>
              {formatDays(vacationAccount.plannedDays, language)}
            </Field>
            <Field label={t('vacation.remaining')}>
              <Text
                as="span"
                fontWeight="bold"
                color={vacationAccount.remainingDays < 0 ? 'fg.error' : undefined}
              >
                {formatDays(vacationAccount.remainingDays, language)}
              </Text>
            </Field>
          </DataList.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('vacation.explain')}
          </Text>
        </Section>
      ) : null}

      <Section id="contract-documents" title={t('documents')}>
        <ContractDocuments documents={contract.documents} />
      </Section>

      {contract.signingDocuments.length > 0 ? (
        <Section id="contract-signing" title={t('signing.heading')}>
          {/* Each opens /documents/{id}: the PDF, its signatories and the signing. */}
          <List.Root variant="plain" gap="2">
            {contract.signingDocuments.map((document) => (
              <List.Item
                key={document.id}
                display="flex"
                justifyContent="space-between"
                alignItems="center"
                gap="2"
              >
                <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                  <RouterLink to={pathTo(PATHS.document, { id: document.id })}>
                    {document.title}
                  </RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                  {t(`signing.status.${document.status}`)}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Section>
      ) : null}
    </Stack>
  );
}

/** One staff contract: its terms, the current period's hours, the time and vacation accounts, its documents. */
export function ContractPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('contracts');
  const [result, reexecute] = useQuery({ query: ContractDetailQuery, variables: { id } });

  return (
    <QueryStates
      result={{ ...result, data: result.data?.staffContract }}
      loading={t('loadingContract')}
      loadingRows={2}
      error={t('errorContract')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{
        message: t('notFound'),
        action: (
          <Link asChild colorPalette="blue">
            <RouterLink to={pathTo(PATHS.contracts)}>{t('backToContracts')}</RouterLink>
          </Link>
        ),
      }}
    >
      {(contract) => <ContractDetails contract={contract} />}
    </QueryStates>
  );
}
