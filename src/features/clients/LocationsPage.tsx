import { Box, Button, Card, Flex, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PATHS, pathTo } from '../../lib/paths';
import { tableSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';
import { AdminLocationsQuery } from './clients.documents';
import { SearchField } from './SearchField';

/**
 * /admin/locations (administration READ): the venues by name, searched by name, city or address
 * (?search=); a table at a desk, cards on a phone.
 */
export function LocationsPage() {
  const { t } = useTranslation('clients');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [result, reexecute] = useQuery({
    query: AdminLocationsQuery,
    variables: { search: search || null },
    requestPolicy: 'cache-and-network',
  });
  const zoneOf = (zone: string | null | undefined) => zone ?? t('locations.tenantZone');
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <SearchField
          label={t('locations.search')}
          value={search}
          onSearch={(value) => setParams(value ? { search: value } : {}, { replace: true })}
        />
        <Button asChild colorPalette="blue">
          <Link to={pathTo(PATHS.adminLocationNew)}>{t('locations.new')}</Link>
        </Button>
      </Flex>
      <QueryStates
        result={{ ...result, data: result.data?.adminLocations }}
        loading={t('locations.loading')}
        error={t('locations.error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        empty={{ message: search ? t('locations.noMatch') : t('locations.empty') }}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <>
            <Box hideBelow="md">
              <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={t('locations.table')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('locations.name')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('locations.address')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('locations.city')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('locations.timeZone')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('locations.crews')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {items.map((location) => (
                    <Table.Row key={location.id}>
                      <Table.Cell>
                        <ChakraLink asChild fontWeight="semibold">
                          <Link to={pathTo(PATHS.adminLocation, { id: location.id })}>
                            {location.name}
                          </Link>
                        </ChakraLink>
                      </Table.Cell>
                      <Table.Cell>{location.address}</Table.Cell>
                      <Table.Cell>{location.city}</Table.Cell>
                      <Table.Cell>{zoneOf(location.timeZone)}</Table.Cell>
                      <Table.Cell textAlign="end">{location.crewCount}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <Stack as="ul" gap="2" listStyleType="none" hideFrom="md">
              {items.map((location) => (
                <Card.Root as="li" key={location.id} size="sm">
                  <Card.Body gap="1">
                    <ChakraLink asChild fontWeight="semibold">
                      <Link to={pathTo(PATHS.adminLocation, { id: location.id })}>
                        {location.name}
                      </Link>
                    </ChakraLink>
                    <Text fontSize="sm">
                      {location.address}, {location.city}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      {t('locations.crewCount', { count: location.crewCount })} ·{' '}
                      {zoneOf(location.timeZone)}
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
