import {
  Avatar,
  Badge,
  Card,
  Heading,
  HStack,
  Link,
  List,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrewProfileFieldsFragment } from '../../gql/graphql';
import { contactLinks } from '../../lib/contacts/contact-links';
import { formatDay, formatDateTime } from '../../lib/dates/dates';
import { useProtectedImageUrl } from '../../lib/images/useProtectedImageUrl';
import { avatarSlotRecipe } from '../../ui/lazy-recipes';

export type CrewProfileViewProps = {
  profile: CrewProfileFieldsFragment;
  /** The caller holds crewProfile CONTACT: the contact links are offered (when the api gave them). */
  canContact: boolean;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="2">
      <Heading as="h3" id={id} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * A crew member's profile: picture (the approved one, else initials), functions, tags, ratings,
 * skills and, with the right, how to reach them.
 */
export function CrewProfileView({ profile, canContact }: CrewProfileViewProps) {
  const { t, i18n } = useTranslation('crew-profile');
  const language = i18n.language;
  // Fetched with the session's token where there is one (the public profile's needs none).
  const pictureUrl = useProtectedImageUrl(profile.pictureUrl ?? null);
  const links = profile.contact ? contactLinks(profile.contact) : null;
  return (
    <Stack gap="5">
      <HStack gap="3">
        <Avatar.Root recipe={avatarSlotRecipe} size="xl" colorPalette="blue">
          <Avatar.Fallback name={profile.name} />
          {pictureUrl ? (
            <Avatar.Image src={pictureUrl} alt={t('picture', { name: profile.name })} />
          ) : null}
        </Avatar.Root>
        <Heading as="h2" size="xl">
          {profile.name}
        </Heading>
      </HStack>

      <Section id="crew-profile-functions" title={t('functions')}>
        {profile.functions.length === 0 ? (
          <Text color="fg.muted">{t('noFunctions')}</Text>
        ) : (
          <List.Root ps="5">
            {profile.functions.map((item) => (
              <List.Item key={item.id}>
                {item.sinceYear
                  ? t('functionSince', { function: item.caption, year: item.sinceYear })
                  : item.caption}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Section>

      <Section id="crew-profile-tags" title={t('tags')}>
        {profile.tags.length === 0 ? (
          <Text color="fg.muted">{t('noTags')}</Text>
        ) : (
          <Wrap as="ul" listStyleType="none" m="0" p="0" gap="2">
            {profile.tags.map((tag) => (
              <li key={tag.id}>
                <Badge size="lg" colorPalette="purple">
                  {tag.caption}
                </Badge>
              </li>
            ))}
          </Wrap>
        )}
      </Section>

      <Section id="crew-profile-ratings" title={t('ratings')}>
        <Text>
          {profile.ratings.average === null || profile.ratings.average === undefined
            ? t('noRatings')
            : t('average', {
                average: profile.ratings.average.toLocaleString(language, {
                  minimumFractionDigits: 1,
                }),
                count: profile.ratings.count,
              })}
        </Text>
        {profile.ratings.items.length > 0 ? (
          <List.Root variant="plain" gap="1" fontSize="sm">
            {profile.ratings.items.map((rating) => (
              <List.Item key={rating.id}>
                {t('rating', {
                  rating: rating.rating,
                  project: rating.project,
                  when: formatDateTime(rating.ratedAt, language),
                })}
              </List.Item>
            ))}
          </List.Root>
        ) : null}
      </Section>

      <Section id="crew-profile-skills" title={t('skills')}>
        {profile.documentBasedSkills.length === 0 ? (
          <Text color="fg.muted">{t('noSkills')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {profile.documentBasedSkills.map((skill) => (
              <Card.Root as="li" key={skill.id} size="sm">
                <Card.Body gap="0">
                  <Text fontWeight="medium">{skill.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {skill.document}
                  </Text>
                  <Text fontSize="sm">
                    {skill.validUntil
                      ? t('validUntil', { day: formatDay(skill.validUntil, language) })
                      : t('validForGood')}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
      </Section>

      {canContact && links && (links.tel || links.mailto) ? (
        <Section id="crew-profile-contact" title={t('contact')}>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {links.tel ? (
              <li>
                <Link
                  href={links.tel}
                  colorPalette="blue"
                  minHeight="11"
                  aria-label={t('callLabel', { name: profile.name })}
                >
                  {t('call')}
                </Link>
              </li>
            ) : null}
            {links.mailto ? (
              <li>
                <Link
                  href={links.mailto}
                  colorPalette="blue"
                  minHeight="11"
                  aria-label={t('mailLabel', { name: profile.name })}
                >
                  {t('mail')}
                </Link>
              </li>
            ) : null}
          </Stack>
        </Section>
      ) : null}
    </Stack>
  );
}
