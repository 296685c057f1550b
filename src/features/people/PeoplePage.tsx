import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Input,
  Link,
  List,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import type { InvitationState, LoginKind } from '../../gql/graphql';
import { PATHS, pathTo } from '../../lib/paths';
import { nativeSelectSlotRecipe, tableSlotRecipe } from '../../ui/lazy-recipes';
import { Pager } from '../../ui/Pager';
import { QueryStates } from '../../ui/states/QueryStates';
import { PeoplePageQuery } from './people.documents';

export const LOGIN_KINDS: LoginKind[] = ['crew', 'planner', 'office', 'client'];

export const INVITATION_PALETTE: Record<InvitationState, string> = {
  notInvited: 'gray',
  invited: 'orange',
  active: 'green',
  deactivated: 'red',
};

/** The list's page from the address: a whole number from 1, else the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** /admin/people: the tenant's people, searched and filtered; the filters live in the address. */
export function PeoplePage() {
  const { t } = useTranslation('people');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const functionId = params.get('functionId') ?? '';
  const loginType = (params.get('loginType') ?? '') as LoginKind | '';
  const active = params.get('active') ?? '';
  const page = pageOf(params.get('page'));
  const [search, setSearch] = useState(q);
  const [result, reexecute] = useQuery({
    query: PeoplePageQuery,
    variables: {
      q: q || null,
      functionId: functionId || null,
      loginType: loginType || null,
      active: active === '' ? null : active === 'true',
      page,
    },
  });
  // A new search or filter starts again at its first page.
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(name);
    else next.set(name, value);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query === '' ? PATHS.adminPeople : `?${query}`;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParam('q', search.trim());
  };
  const functions = result.data?.functionUsages ?? [];

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('list.title')}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={PATHS.adminFunctions}>{t('functions.title')}</RouterLink>
          </Button>
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to={PATHS.adminPersonNew}>{t('list.add')}</RouterLink>
          </Button>
        </HStack>
      </HStack>
      <Box as="form" role="search" aria-label={t('list.filters')} onSubmit={submit}>
        <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
          <Field.Root flex="2">
            <Field.Label>{t('list.search')}</Field.Label>
            <HStack gap="2" width="full">
              <Input
                type="search"
                value={search}
                placeholder={t('list.searchHint')}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Button type="submit" variant="outline">
                {t('list.searchButton')}
              </Button>
            </HStack>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t('list.function')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                value={functionId}
                onChange={(event) => setParam('functionId', event.target.value)}
              >
                <option value="">{t('list.any')}</option>
                {functions.map((fn) => (
                  <option key={fn.id} value={fn.id}>
                    {fn.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t('list.loginType')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                value={loginType}
                onChange={(event) => setParam('loginType', event.target.value)}
              >
                <option value="">{t('list.any')}</option>
                {LOGIN_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`loginType.${kind}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t('list.active')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                value={active}
                onChange={(event) => setParam('active', event.target.value)}
              >
                <option value="">{t('list.any')}</option>
                <option value="true">{t('list.activeOnly')}</option>
                <option value="false">{t('list.deactivatedOnly')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </Box>
      <QueryStates
        result={result}
        loading={t('list.loading')}
        error={t('list.error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('list.empty'), description: t('list.emptyDescription') }}
        isEmpty={(data) => data.administeredPeople.items.length === 0}
      >
        {(data) => {
          const people = data.administeredPeople.items;
          return (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {t('list.count', { count: data.administeredPeople.total })}
              </Text>
              {/* Cards on a phone, a table at a desk: the same rows. */}
              <List.Root
                variant="plain"
                gap="2"
                aria-label={t('list.label')}
                display={{ base: 'flex', lg: 'none' }}
              >
                {people.map((person) => (
                  <List.Item key={person.id} display="block">
                    <Card.Root size="sm">
                      <Card.Body gap="1">
                        <HStack justify="space-between" align="start" gap="2">
                          <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                            <RouterLink to={pathTo(PATHS.adminPerson, { id: person.id })}>
                              {person.name}
                            </RouterLink>
                          </Link>
                          <Badge colorPalette={INVITATION_PALETTE[person.invitation]}>
                            {t(`invitation.${person.invitation}`)}
                          </Badge>
                        </HStack>
                        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                          {[person.email, person.contactNumber].filter(Boolean).join(' · ')}
                        </Text>
                        <Text fontSize="sm">
                          {[
                            person.loginTypes.map((kind) => t(`loginType.${kind}`)).join(', '),
                            person.functions.map((fn) => fn.name).join(', '),
                            person.company?.name,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Card.Body>
                    </Card.Root>
                  </List.Item>
                ))}
              </List.Root>
              <Box display={{ base: 'none', lg: 'block' }} overflowX="auto">
                <Table.Root
                  recipe={tableSlotRecipe}
                  size="sm"
                  aria-label={t('list.label')}
                  interactive
                >
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('field.name')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('field.email')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('field.contactNumber')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('list.loginType')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('field.functions')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('field.company')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('list.state')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {people.map((person) => (
                      <Table.Row key={person.id}>
                        <Table.Cell>
                          <Link asChild colorPalette="blue" fontWeight="semibold">
                            <RouterLink to={pathTo(PATHS.adminPerson, { id: person.id })}>
                              {person.name}
                            </RouterLink>
                          </Link>
                        </Table.Cell>
                        <Table.Cell>{person.email}</Table.Cell>
                        <Table.Cell>{person.contactNumber ?? ''}</Table.Cell>
                        <Table.Cell>
                          {person.loginTypes.map((kind) => t(`loginType.${kind}`)).join(', ')}
                        </Table.Cell>
                        <Table.Cell>{person.functions.map((fn) => fn.name).join(', ')}</Table.Cell>
                        <Table.Cell>{person.company?.name ?? ''}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={INVITATION_PALETTE[person.invitation]}>
                            {t(`invitation.${person.invitation}`)}
                          </Badge>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Pager
                page={page}
                pages={Math.ceil(data.administeredPeople.total / data.administeredPeople.limit)}
                hrefOf={hrefOf}
                labels={{
                  paging: t('list.paging'),
                  previous: t('list.previous'),
                  next: t('list.next'),
                  pageOf: t('list.pageOf', {
                    page,
                    pages: Math.ceil(data.administeredPeople.total / data.administeredPeople.limit),
                  }),
                }}
              />
            </Stack>
          );
        }}
      </QueryStates>
    </Stack>
  );
}
