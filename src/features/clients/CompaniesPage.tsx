import { Box, Button, Card, Flex, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PATHS, pathTo } from '../../lib/paths';
import { tableSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';
import { AdminCompaniesQuery } from './clients.documents';
import { SearchField } from './SearchField';

/**
 * /admin/clients (administration READ): the client companies by name, with a search kept in the
 * URL (?search=) so a list can be shared and the back button returns to it; a table at a desk,
 * cards on a phone.
 */
export function CompaniesPage() {
  const { t } = useTranslation('clients');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [result, reexecute] = useQuery({
    query: AdminCompaniesQuery,
    variables: { search: search || null },
    requestPolicy: 'cache-and-network',
  });
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <SearchField
          label={t('companies.search')}
          value={search}
          onSearch={(value) => setParams(value ? { search: value } : {}, { replace: true })}
        />
        <Button asChild colorPalette="blue">
          <Link to={pathTo(PATHS.adminClientNew)}>{t('companies.new')}</Link>
        </Button>
      </Flex>
      <QueryStates
        result={{ ...result, data: result.data?.adminCompanies }}
        loading={t('companies.loading')}
        error={t('companies.error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        empty={{ message: search ? t('companies.noMatch') : t('companies.empty') }}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <>
            <Box hideBelow="md">
              <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={t('companies.table')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('companies.name')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {t('companies.contacts')}
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {items.map((company) => (
                    <Table.Row key={company.id}>
                      <Table.Cell>
                        <ChakraLink asChild fontWeight="semibold">
                          <Link to={pathTo(PATHS.adminClient, { id: company.id })}>
                            {company.name}
                          </Link>
                        </ChakraLink>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{company.contactCount}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <Stack as="ul" gap="2" listStyleType="none" hideFrom="md">
              {items.map((company) => (
                <Card.Root as="li" key={company.id} size="sm">
                  <Card.Body>
                    <ChakraLink asChild fontWeight="semibold">
                      <Link to={pathTo(PATHS.adminClient, { id: company.id })}>{company.name}</Link>
                    </ChakraLink>
                    <Text color="fg.muted" fontSize="sm">
                      {t('companies.contactCount', { count: company.contactCount })}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
