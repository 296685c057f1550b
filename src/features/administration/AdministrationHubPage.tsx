import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { EmptyState } from '../../ui/states/EmptyState';

/**
 * The office's administration's sections, in the order an office sets up a tenant: its people and
 * what they are booked as, its clients and their venues, then the tenant itself and the audit.
 * People, functions, clients, branches and locations are their own areas' screens: a section is a
 * link once its path is one of the app's (src/lib/paths.ts), so the hub never offers a link to a
 * screen that is not there.
 */
const SECTIONS = [
  { key: 'people', href: '/admin/people' },
  { key: 'functions', href: '/admin/functions' },
  { key: 'clients', href: '/admin/clients' },
  { key: 'branches', href: '/admin/branches' },
  { key: 'locations', href: '/admin/locations' },
  { key: 'settings', href: PATHS.adminSettings },
  { key: 'audit', href: PATHS.adminAudit },
] as const;

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(PATHS));

/** /admin: one card per section of the administration, for whoever holds the administration right. */
export function AdministrationHubPage() {
  const { t } = useTranslation('administration');
  const { session } = useSession();
  if (!hasAction(session?.userRights ?? {}, 'administration', 'READ'))
    return <EmptyState message={t('noAccess')} state="forbidden" />;
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('hub.intro')}</Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <LinkBox asChild>
              <Card.Root size="sm" height="full" _hover={{ borderColor: 'border.emphasized' }}>
                <Card.Body gap="1">
                  <Heading as="h2" size="md">
                    {KNOWN_PATHS.has(section.href) ? (
                      <LinkOverlay asChild>
                        <RouterLink to={section.href}>
                          {t(`hub.sections.${section.key}.title`)}
                        </RouterLink>
                      </LinkOverlay>
                    ) : (
                      t(`hub.sections.${section.key}.title`)
                    )}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`hub.sections.${section.key}.description`)}
                  </Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
