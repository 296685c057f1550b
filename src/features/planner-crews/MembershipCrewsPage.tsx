import { Button, Card, Field, HStack, Input, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { errorTextKey } from '../../lib/graphql/errors';
import { PATHS, pathTo } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import {
  CreateMembershipCrewMutation,
  MembershipCrewsPageQuery,
} from './membership-crews.documents';

/** Planners (crewMemberships CREATE) name a new membership crew and land on it. */
function CreateCrewForm() {
  const { t } = useTranslation('planner-crews');
  const toast = useToast();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [state, create] = useMutation(CreateMembershipCrewMutation);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return;
    const { data, error } = await create({ name: name.trim() });
    if (error || !data) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    toast.show({
      message: t('membershipCrews.created', { name: data.createMembershipCrew.name }),
      type: 'success',
    });
    void navigate(pathTo(PATHS.membershipCrew, { id: data.createMembershipCrew.id }));
  }
  return (
    <Card.Root as="section" size="sm" aria-labelledby="create-crew">
      <Card.Body>
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="3">
            <Text as="h2" id="create-crew" fontWeight="semibold">
              {t('membershipCrews.create')}
            </Text>
            <Field.Root required>
              <Field.Label>{t('membershipCrews.name')}</Field.Label>
              <Input
                value={name}
                maxLength={120}
                onChange={(event) => setName(event.target.value)}
              />
            </Field.Root>
            <HStack>
              <Button
                type="submit"
                colorPalette="blue"
                minH="11"
                loading={state.fetching}
                disabled={!online || name.trim() === ''}
              >
                {t('membershipCrews.createButton')}
              </Button>
              {!online ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('offline')}
                </Text>
              ) : null}
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** /membership-crews: the membership crews the caller may see; planners create new ones here. */
export function MembershipCrewsPage() {
  const { t } = useTranslation('planner-crews');
  const { session } = useSession();
  const canCreate = hasAction(session?.userRights ?? {}, 'crewMemberships', 'CREATE');
  const [result, reexecute] = useQuery({ query: MembershipCrewsPageQuery });
  return (
    <Stack gap="4">
      {canCreate ? <CreateCrewForm /> : null}
      <QueryStates
        result={result}
        loading={t('membershipCrews.loading')}
        error={t('membershipCrews.error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('notFound'), description: t('membershipCrews.emptyDescription') }}
        isEmpty={(data) => data.membershipCrews.length === 0}
      >
        {(data) => (
          <List.Root variant="plain" gap="3" aria-label={t('membershipCrews.title')}>
            {data.membershipCrews.map((crew) => (
              <List.Item key={crew.id} display="block">
                <Card.Root size="sm">
                  <Card.Body gap="1">
                    <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                      <RouterLink to={pathTo(PATHS.membershipCrew, { id: crew.id })}>
                        {crew.name}
                      </RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted">
                      {[
                        crew.typeCaption,
                        crew.company?.caption,
                        t('memberCount', { count: crew.memberCount }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Card.Body>
                </Card.Root>
              </List.Item>
            ))}
          </List.Root>
        )}
      </QueryStates>
    </Stack>
  );
}
