import {
  Card,
  DataList,
  Field,
  Heading,
  Link,
  NativeSelect,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { MAP_SERVICES } from '../../../machines/profile.types';
import type { MapService } from '../../../machines/profile.types';
import { graphql } from '../../gql';
import type { ProfilePageQuery as ProfilePageData } from '../../gql/graphql';
import { formatDay } from '../../lib/dates/dates';
import { errorTextKey } from '../../lib/graphql/errors';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { ProfilePictureSection } from './ProfilePicture';
import { PublicProfileShare } from './PublicProfileShare';
import { TimeZoneField } from './TimeZoneField';
import { PermissionsWarning } from '../../lib/permissions/PermissionsWarning';
import { nativeSelectSlotRecipe, switchSlotRecipe } from '../../ui/lazy-recipes';

const ProfilePageQuery = graphql(`
  query ProfilePage($personId: ID!) {
    profile(personId: $personId) {
      id
      name
      email
      phone
      contactNumber
      language
      street
      postalCode
      city
      country
      birthday
      timeZone
      mapService
      publicProfile
      accounting {
        email
        phone
      }
      currentPicture {
        id
        fileUrl
      }
      pendingPicture {
        id
        fileUrl
      }
      rejectedPicture {
        id
        decisionReason
      }
      pictureUploadUrl
    }
  }
`);

const UpdateProfileSettings = graphql(`
  mutation UpdateProfileSettings($personId: ID!, $input: ProfileSettingsInput!) {
    updateProfileSettings(personId: $personId, input: $input) {
      id
      timeZone
      mapService
    }
  }
`);

const SetPublicProfile = graphql(`
  mutation SetPublicProfile($personId: ID!, $publicProfile: Boolean!) {
    setPublicProfile(personId: $personId, publicProfile: $publicProfile) {
      id
      publicProfile
    }
  }
`);

type Profile = NonNullable<ProfilePageData['profile']>;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** tel: links keep digits and a leading '+' only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function PersonalData({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('profile');
  const address = [
    profile.street,
    [profile.postalCode, profile.city].filter(Boolean).join(' '),
    profile.country,
  ]
    .filter(Boolean)
    .join(', ');
  const languageName = useMemo(() => {
    try {
      return (
        new Intl.DisplayNames([i18n.language], { type: 'language' }).of(
          profile.language.replace('deAt', 'de-AT'),
        ) ?? profile.language
      );
    } catch {
      return profile.language;
    }
  }, [i18n.language, profile.language]);
  const { accounting } = profile;
  return (
    <Card.Root as="section" size="sm" aria-labelledby="profile-personal">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="profile-personal">
          {t('personal.title')}
        </Heading>
        <DataList.Root orientation="vertical" size="sm">
          <Item label={t('personal.name')}>{profile.name}</Item>
          <Item label={t('personal.address')}>{address || t('personal.none')}</Item>
          <Item label={t('personal.birthday')}>
            {profile.birthday ? formatDay(profile.birthday, i18n.language) : t('personal.none')}
          </Item>
          <Item label={t('personal.language')}>{languageName}</Item>
          <Item label={t('personal.email')}>{profile.email}</Item>
          <Item label={t('personal.phone')}>{profile.phone ?? t('personal.none')}</Item>
          {profile.contactNumber ? (
            <Item label={t('personal.contactNumber')}>{profile.contactNumber}</Item>
          ) : null}
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('personal.accounting')}{' '}
          {accounting.email ? (
            <Link href={`mailto:${accounting.email}`} colorPalette="blue">
              {accounting.email}
            </Link>
          ) : null}
          {accounting.email && accounting.phone ? ` · ` : null}
          {accounting.phone ? (
            <Link href={telHref(accounting.phone)} colorPalette="blue">
              {accounting.phone}
            </Link>
          ) : null}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Settings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [{ fetching }, update] = useMutation(UpdateProfileSettings);
  const [{ fetching: switching }, setPublic] = useMutation(SetPublicProfile);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  async function change(input: { timeZone?: string; mapService?: MapService }) {
    setErrorKey(null);
    const result = await update({ personId: profile.id, input });
    if (result.error) setErrorKey(errorTextKey(result.error));
  }

  async function togglePublic(publicProfile: boolean) {
    setErrorKey(null);
    const result = await setPublic({ personId: profile.id, publicProfile });
    if (result.error) setErrorKey(errorTextKey(result.error));
  }

  return (
    <Card.Root as="section" size="sm" aria-labelledby="profile-settings">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="profile-settings">
          {t('settings.title')}
        </Heading>
        <TimeZoneField
          value={profile.timeZone}
          disabled={fetching}
          onChange={(timeZone) => void change({ timeZone })}
        />
        <Field.Root disabled={fetching}>
          <Field.Label>{t('settings.mapService')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={profile.mapService}
              onChange={(event) =>
                void change({ mapService: event.currentTarget.value as MapService })
              }
            >
              {MAP_SERVICES.map((service) => (
                <option key={service} value={service}>
                  {t(`settings.mapServices.${service}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('settings.mapServiceHint')}</Field.HelperText>
        </Field.Root>
        <Switch.Root
          recipe={switchSlotRecipe}
          checked={profile.publicProfile}
          disabled={switching}
          onCheckedChange={(details) => void togglePublic(details.checked)}
          alignItems="flex-start"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <Text fontWeight="medium">{t('settings.publicProfile')}</Text>
            <Text fontSize="sm" color="fg.muted" fontWeight="normal">
              {t('settings.publicProfileHint')}
            </Text>
          </Switch.Label>
        </Switch.Root>
        {/* Shown with the switch once it is on: the address to pass on (the page shows nothing else public). */}
        {profile.publicProfile ? (
          <PublicProfileShare personId={profile.id} name={profile.name} />
        ) : null}
        {errorKey ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {t(errorKey)}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function LinkRow({ to, label, description }: { to: string; label: string; description: string }) {
  return (
    <Link
      asChild
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      paddingY="3"
      minHeight="11"
      colorPalette="blue"
    >
      <RouterLink to={to}>
        <Text as="span" fontWeight="medium">
          {label}
        </Text>
        <Text as="span" fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </RouterLink>
    </Link>
  );
}

/** The person's own profile (SPEC.md §2 /profile). */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { session } = useSession();
  const personId = session?.type === 'user' ? (session.loginData.person?.id ?? null) : null;
  const isCrew =
    session?.type === 'user' &&
    session.loginData.loginTypes.some((type) => type.caption === 'crew');
  const [result, reexecute] = useQuery({
    query: ProfilePageQuery,
    variables: { personId: personId ?? '' },
    pause: personId === null,
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  // The calendar feed publishes one's own jobs: offered to those who have jobs (the rule's jobs READ).
  const calendarLink = useLinkTo()(PATHS.profileCalendarSubscription);

  return (
    <QueryStates
      result={
        personId === null
          ? { fetching: false, data: { __typename: 'Query' as const, profile: null } }
          : result
      }
      loading={t('loading')}
      error={t('error')}
      onRetry={reload}
      forbidden={t('noAccess')}
      empty={{ message: t('notFound'), description: t('emptyDescription') }}
      isEmpty={(data) => data.profile === null}
    >
      {(data) => {
        const profile = data.profile as Profile;
        return (
          <Stack gap="4">
            <Heading as="h2" size="lg">
              {profile.name}
            </Heading>
            {/* SPEC.md §8: on the home and on the profile while notifications or location are denied. */}
            <PermissionsWarning enabled={isCrew} />
            <ProfilePictureSection
              name={profile.name}
              currentPicture={profile.currentPicture ?? null}
              pendingPicture={profile.pendingPicture ?? null}
              rejectedReason={
                profile.rejectedPicture ? (profile.rejectedPicture.decisionReason ?? '') : null
              }
              uploadUrl={profile.pictureUploadUrl}
              onUploaded={reload}
            />
            <Settings profile={profile} />
            <Card.Root as="nav" size="sm" aria-label={t('more')}>
              <Card.Body gap="0" paddingY="1">
                <LinkRow
                  to={PATHS.profileNotifications}
                  label={t('links.notifications')}
                  description={t('links.notificationsHint')}
                />
                {calendarLink ? (
                  <LinkRow
                    to={calendarLink}
                    label={t('links.calendar')}
                    description={t('links.calendarHint')}
                  />
                ) : null}
              </Card.Body>
            </Card.Root>
            <PersonalData profile={profile} />
          </Stack>
        );
      }}
    </QueryStates>
  );
}
