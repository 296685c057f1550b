import { Card, HStack, LinkBox, LinkOverlay, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { ContractsPageQuery as ContractsPageData } from '../../gql/graphql';
import { PATHS, pathTo } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';
import { formatContractPeriod, formatQuota } from './contract-format';
import { ContractStateBadge } from './ContractStateBadge';

const ContractsPageQuery = graphql(`
  query ContractsPage {
    staffContracts {
      id
      contractType
      state
      beginDate
      endDate
      quotaMinutes
      quotaPeriod
      person {
        id
        caption
      }
    }
  }
`);

type ContractItem = ContractsPageData['staffContracts'][number];

function ContractCard({ contract, showPerson }: { contract: ContractItem; showPerson: boolean }) {
  const { t, i18n } = useTranslation('contracts');
  const language = i18n.language;
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        size="sm"
        borderLeftWidth="4px"
        borderLeftColor={contract.state === 'active' ? 'green.500' : 'border'}
      >
        <Card.Body gap="1">
          <HStack justify="space-between" align="start" gap="2">
            <Card.Title as="h2" fontSize="md">
              <LinkOverlay asChild>
                <RouterLink to={pathTo(PATHS.contract, { id: contract.id })}>
                  {t(`types.${contract.contractType}`)}
                </RouterLink>
              </LinkOverlay>
            </Card.Title>
            <ContractStateBadge state={contract.state} />
          </HStack>
          <Stack gap="0" fontSize="sm" color="fg.muted">
            {showPerson ? <Text color="fg">{contract.person.caption}</Text> : null}
            <Text>{formatContractPeriod(contract.beginDate, contract.endDate, t, language)}</Text>
            <Text color="fg">
              {formatQuota(contract.quotaMinutes, contract.quotaPeriod, t, language)}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** The crew member's staff contracts: type, period and quota, each opening its accounts. */
export function ContractsPage() {
  const { t } = useTranslation('contracts');
  const [result, reexecute] = useQuery({ query: ContractsPageQuery });

  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('notFound'), description: t('emptyDescription') }}
      isEmpty={(data) => data.staffContracts.length === 0}
    >
      {(data) => {
        // An office user with READ ALL sees several people's contracts: name them.
        const showPerson =
          new Set(data.staffContracts.map((contract) => contract.person.id)).size > 1;
        return (
          <List.Root variant="plain" gap="3">
            {data.staffContracts.map((contract) => (
              <List.Item key={contract.id} display="block">
                <ContractCard contract={contract} showPerson={showPerson} />
              </List.Item>
            ))}
          </List.Root>
        );
      }}
    </QueryStates>
  );
}
