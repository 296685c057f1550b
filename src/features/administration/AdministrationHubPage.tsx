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
 * People, functions, clients, branches and locations are their own areas' screens.
 */
const SECTIONS = [
  { key: 'people', href: PATHS.adminPeople },
  { key: 'functions', href: PATHS.adminFunctions },
  { key: 'clients', href: PATHS.adminClients },
  { key: 'branches', href: PATHS.adminBranches },
  { key: 'locations', href: PATHS.adminLocations },
  { key: 'settings', href: PATHS.adminSettings },
  { key: 'audit', href: PATHS.adminAudit },
] as const;

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
                    <LinkOverlay asChild>
                      <RouterLink to={section.href}>
                        {t(`hub.sections.${section.key}.title`)}
                      </RouterLink>
                    </LinkOverlay>
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
