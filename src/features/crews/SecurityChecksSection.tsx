import { Badge, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { securityCheckDateOf, securityCheckShiftOf } from '../../../machines/securityCheckShift';
import { graphql } from '../../gql';
import type { SecurityChecksSectionFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../lib/dates/dates';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';

/** What the crew page's query asks for this section (spread `...SecurityChecksSectionFields` into crewShift). */
export const SecurityChecksSectionFields = graphql(`
  fragment SecurityChecksSectionFields on CrewShift {
    id
    startsAt
    role
    securityChecks {
      form {
        id
        title
      }
      qualityCheckType {
        id
        caption
      }
      done {
        date
        shift
        submittedAt
      }
    }
  }
`);

/** True when the shift came from a query that spread SecurityChecksSectionFields (the crew page's). */
export function hasSecurityChecks<T extends object>(
  shift: T,
): shift is T & SecurityChecksSectionFieldsFragment {
  return Array.isArray((shift as { securityChecks?: unknown }).securityChecks);
}

/**
 * The crew page's security checks: each check of the crew with a link to the shift's
 * check for the day the crew starts (the shift from its start hour: early, late, night), marked
 * done once answered. A reader sees whether it was done, without the link to answer it.
 */
export function SecurityChecksSection({ crew }: { crew: SecurityChecksSectionFieldsFragment }) {
  const { t, i18n } = useTranslation('crews');
  const linkTo = useLinkTo();
  if (crew.securityChecks.length === 0) return null;
  const date = securityCheckDateOf(crew.startsAt);
  const shift = securityCheckShiftOf(crew.startsAt);
  const canAnswer = crew.role !== 'reader';
  return (
    <Stack as="section" gap="3" aria-labelledby="crew-security-checks">
      <Heading as="h3" size="md" id="crew-security-checks">
        {t('media.securityCheck.sectionHeading')}
      </Heading>
      <List.Root variant="plain" gap="2">
        {crew.securityChecks.map((check) => {
          const done = check.done.some((item) => item.date === date && item.shift === shift);
          const answerLink =
            canAnswer && !done
              ? linkTo(PATHS.crewSecurityCheck, { id: crew.id, formId: check.form.id, date, shift })
              : null;
          return (
            <List.Item key={check.form.id} display="block">
              <Card.Root size="sm">
                <Card.Body gap="2">
                  <HStack justify="space-between" gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{check.form.title}</Text>
                    <Badge
                      colorPalette={done ? 'green' : 'orange'}
                      data-testid="security-check-status"
                    >
                      {t(done ? 'media.securityCheck.done' : 'media.securityCheck.open')}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('media.securityCheck.forShift', {
                      day: formatDay(date, i18n.language),
                      shift: t(`media.securityCheck.shift.${shift}`),
                    })}
                    {check.qualityCheckType ? ` · ${check.qualityCheckType.caption}` : ''}
                  </Text>
                  {answerLink ? (
                    <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
                      <RouterLink to={answerLink}>
                        {t('media.securityCheck.answer', { title: check.form.title })}
                      </RouterLink>
                    </Link>
                  ) : null}
                </Card.Body>
              </Card.Root>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
