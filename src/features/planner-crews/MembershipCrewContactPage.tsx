import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { contactLinks } from '../../lib/contacts/contact-links';
import { PATHS, pathTo } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { QueryStates } from '../../ui/states/QueryStates';
import { MembershipCrewPageQuery } from './membership-crews.documents';

/** /membership-crews/{id}/contact/{personId}: a member's phone and e-mail as tel: and mailto: links. */
export function MembershipCrewContactPage() {
  const { t } = useTranslation('planner-crews');
  const { id = '', personId = '' } = useParams();
  const linkTo = useLinkTo();
  // The crew's own query: the crew page already loaded it, so this opens from the cache.
  const [result, reexecute] = useQuery({ query: MembershipCrewPageQuery, variables: { id } });
  return (
    <QueryStates
      result={result}
      loading={t('contact.loading')}
      error={t('contact.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('contact.notFound') }}
      isEmpty={(data) => !data.membershipCrew?.members.some((member) => member.id === personId)}
    >
      {(data) => {
        const crew = data.membershipCrew;
        const member = crew?.members.find((candidate) => candidate.id === personId);
        if (!crew || !member) return null;
        const links = contactLinks(member);
        const profileLink = linkTo(PATHS.crewProfile, { personId: member.id });
        return (
          <Stack gap="4">
            <Card.Root as="article" size="sm" aria-labelledby="contact-name">
              <Card.Body gap="3">
                <Stack gap="0">
                  <Text color="fg.muted" fontSize="sm">
                    {t('contact.memberOf', { crew: crew.name })}
                  </Text>
                  <Heading as="h2" id="contact-name" size="lg">
                    {member.caption}
                  </Heading>
                </Stack>
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                  {links.tel ? (
                    <li>
                      <Link
                        href={links.tel}
                        colorPalette="blue"
                        minHeight="11"
                        aria-label={t('contact.callLabel', { name: member.caption })}
                      >
                        {t('contact.call', { phone: member.phone })}
                      </Link>
                    </li>
                  ) : null}
                  {links.mailto ? (
                    <li>
                      <Link
                        href={links.mailto}
                        colorPalette="blue"
                        minHeight="11"
                        aria-label={t('contact.mailLabel', { name: member.caption })}
                      >
                        {t('contact.mail', { email: member.email })}
                      </Link>
                    </li>
                  ) : null}
                  {profileLink ? (
                    <li>
                      <Link asChild colorPalette="blue" minHeight="11">
                        <RouterLink to={profileLink}>{t('contact.profile')}</RouterLink>
                      </Link>
                    </li>
                  ) : null}
                </Stack>
              </Card.Body>
            </Card.Root>
            <Link asChild colorPalette="blue" minHeight="11">
              <RouterLink to={pathTo(PATHS.membershipCrew, { id: crew.id })}>
                {t('contact.back', { crew: crew.name })}
              </RouterLink>
            </Link>
          </Stack>
        );
      }}
    </QueryStates>
  );
}
