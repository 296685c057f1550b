import {
  Button,
  Card,
  Field,
  HStack,
  Heading,
  Input,
  Link,
  List,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import type { MembershipCrewPageQuery as MembershipCrewPageData } from '../../gql/graphql';
import { errorTextKey } from '../../lib/graphql/errors';
import { PATHS, pathTo } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import {
  AddCrewMemberMutation,
  MembershipCrewCandidatesQuery,
  MembershipCrewPageQuery,
  RemoveCrewMemberMutation,
} from './membership-crews.documents';

type Crew = NonNullable<MembershipCrewPageData['membershipCrew']>;
type Member = Crew['members'][number];

/** A member with a link to their contact page, and (crewMemberships DELETE) a remove that asks first. */
function MemberItem({
  crew,
  member,
  canRemove,
}: {
  crew: Crew;
  member: Member;
  canRemove: boolean;
}) {
  const { t } = useTranslation('planner-crews');
  const toast = useToast();
  const online = useOnlineStatus();
  const [confirming, setConfirming] = useState(false);
  const [state, remove] = useMutation(RemoveCrewMemberMutation);
  async function confirmRemove() {
    const { error } = await remove({ crewId: crew.id, personId: member.id });
    setConfirming(false);
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    toast.show({
      message: t('membershipCrew.removed', { name: member.caption, crew: crew.name }),
      type: 'success',
    });
  }
  return (
    <List.Item display="block">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Link asChild colorPalette="blue" minHeight="11">
          <RouterLink
            to={pathTo(PATHS.membershipCrewContact, { id: crew.id, personId: member.id })}
          >
            {member.caption}
          </RouterLink>
        </Link>
        {canRemove && !confirming ? (
          <Button
            size="sm"
            minH="11"
            variant="outline"
            colorPalette="red"
            disabled={!online}
            onClick={() => setConfirming(true)}
            aria-label={t('membershipCrew.removeLabel', { name: member.caption })}
          >
            {t('membershipCrew.remove')}
          </Button>
        ) : null}
      </HStack>
      {confirming ? (
        <Stack
          gap="2"
          mt="2"
          role="group"
          aria-label={t('membershipCrew.confirmRemove', { name: member.caption })}
        >
          <Text fontSize="sm">{t('membershipCrew.confirmRemove', { name: member.caption })}</Text>
          <HStack>
            <Button
              size="sm"
              minH="11"
              colorPalette="red"
              loading={state.fetching}
              onClick={() => void confirmRemove()}
            >
              {t('membershipCrew.confirmRemoveButton')}
            </Button>
            <Button size="sm" minH="11" variant="ghost" onClick={() => setConfirming(false)}>
              {t('membershipCrew.cancel')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </List.Item>
  );
}

/** crewMemberships CREATE: find a crew member by name and add them. */
function AddMember({ crew }: { crew: Crew }) {
  const { t } = useTranslation('planner-crews');
  const toast = useToast();
  const online = useOnlineStatus();
  const [search, setSearch] = useState('');
  const [candidates] = useQuery({
    query: MembershipCrewCandidatesQuery,
    variables: { crewId: crew.id, search: search.trim() },
    pause: search.trim() === '',
    requestPolicy: 'network-only',
  });
  const [state, add] = useMutation(AddCrewMemberMutation);
  async function addPerson(personId: string, name: string) {
    const { error } = await add({ crewId: crew.id, personId });
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    setSearch('');
    toast.show({ message: t('membershipCrew.added', { name, crew: crew.name }), type: 'success' });
  }
  const found = search.trim() === '' ? [] : (candidates.data?.membershipCrewCandidates ?? []);
  return (
    <Card.Root as="section" size="sm" aria-labelledby="add-member">
      <Card.Body gap="3">
        <Heading as="h2" id="add-member" size="sm">
          {t('membershipCrew.add')}
        </Heading>
        <Field.Root>
          <Field.Label>{t('membershipCrew.search')}</Field.Label>
          <Input
            type="search"
            value={search}
            maxLength={80}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field.Root>
        {search.trim() !== '' && !candidates.fetching && found.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('membershipCrew.noCandidates')}
          </Text>
        ) : null}
        {found.length > 0 ? (
          <List.Root variant="plain" gap="2" aria-label={t('membershipCrew.candidates')}>
            {found.map((person) => (
              <List.Item key={person.id} display="block">
                <Button
                  size="sm"
                  minH="11"
                  variant="outline"
                  colorPalette="blue"
                  loading={state.fetching}
                  disabled={!online}
                  onClick={() => void addPerson(person.id, person.caption)}
                  aria-label={t('membershipCrew.addLabel', { name: person.caption })}
                >
                  {t('membershipCrew.addPerson', { name: person.caption })}
                </Button>
              </List.Item>
            ))}
          </List.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** /membership-crews/{id}: a membership crew's members; planners add and remove them. */
export function MembershipCrewPage() {
  const { t } = useTranslation('planner-crews');
  const { id = '' } = useParams();
  const { session } = useSession();
  const rights = session?.userRights ?? {};
  const canAdd = hasAction(rights, 'crewMemberships', 'CREATE');
  const canRemove = hasAction(rights, 'crewMemberships', 'DELETE');
  const [result, reexecute] = useQuery({ query: MembershipCrewPageQuery, variables: { id } });
  return (
    <QueryStates
      result={result}
      loading={t('membershipCrew.loading')}
      error={t('membershipCrew.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('crewNotFound') }}
      isEmpty={(data) => !data.membershipCrew}
    >
      {(data) => {
        const crew = data.membershipCrew as Crew;
        return (
          <Stack gap="4">
            <Stack gap="0">
              <Heading as="h2" size="lg">
                {crew.name}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {[
                  crew.typeCaption,
                  crew.company?.caption,
                  t('memberCount', { count: crew.memberCount }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Stack as="section" gap="2" aria-labelledby="members">
              <Heading as="h3" id="members" size="sm">
                {t('membershipCrew.members')}
              </Heading>
              {crew.members.length === 0 ? (
                <Text>{t('noMembers')}</Text>
              ) : (
                <List.Root variant="plain" gap="2">
                  {crew.members.map((member) => (
                    <MemberItem key={member.id} crew={crew} member={member} canRemove={canRemove} />
                  ))}
                </List.Root>
              )}
            </Stack>
            {canAdd ? <AddMember crew={crew} /> : null}
            <Link asChild colorPalette="blue" minHeight="11">
              <RouterLink to={PATHS.membershipCrews}>{t('membershipCrew.back')}</RouterLink>
            </Link>
          </Stack>
        );
      }}
    </QueryStates>
  );
}
