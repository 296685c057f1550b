import { Badge, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { ProjectView } from '../../../machines/projectPage.types';
import { graphql } from '../../gql';
import { formatLongDay } from '../../lib/dates/dates';
import { formatHours } from './project-format';
import { formatMoney } from '../../lib/numbers/money';
import { ViewFrame, useNumber } from './project-page-frame';

const CostQuery = graphql(`
  query ProjectCostView($number: String!, $timeZone: String) {
    project(number: $number) {
      ...ProjectPageHeader
      cost(timeZone: $timeZone) {
        rateCardCaption
        currency
        byFunction {
          function {
            id
            caption
          }
          hourlyRateCents
          amounts {
            ...ProjectCostAmountsFields
          }
        }
        byDay {
          day
          amounts {
            ...ProjectCostAmountsFields
          }
        }
        total {
          ...ProjectCostAmountsFields
        }
      }
    }
  }
  fragment ProjectCostAmountsFields on ProjectCostAmounts {
    plannedMinutes
    workedMinutes
    plannedCents
    workedCents
    unratedPlannedMinutes
    unratedWorkedMinutes
  }
`);

type Amounts = {
  plannedMinutes: number;
  workedMinutes: number;
  plannedCents: number;
  workedCents: number;
  unratedPlannedMinutes: number;
  unratedWorkedMinutes: number;
};

function AmountsRows({ amounts, currency }: { amounts: Amounts; currency: string }) {
  const { t, i18n } = useTranslation('projects');
  const line = (label: string, minutes: number, cents: number, unrated: number) => (
    <HStack justify="space-between" gap="2" flexWrap="wrap">
      <Text>{label}</Text>
      <Text>
        {t('page.cost.hoursAndMoney', {
          hours: formatHours(minutes, i18n.language),
          money: formatMoney(cents, currency, i18n.language),
        })}
        {unrated > 0 ? (
          <Badge marginStart="2" colorPalette="orange">
            {t('page.cost.unrated', { hours: formatHours(unrated, i18n.language) })}
          </Badge>
        ) : null}
      </Text>
    </HStack>
  );
  return (
    <Stack gap="0" fontSize="sm">
      {line(
        t('page.cost.planned'),
        amounts.plannedMinutes,
        amounts.plannedCents,
        amounts.unratedPlannedMinutes,
      )}
      {line(
        t('page.cost.worked'),
        amounts.workedMinutes,
        amounts.workedCents,
        amounts.unratedWorkedMinutes,
      )}
    </Stack>
  );
}

/** The viewer's time zone (luxon's default: the profile's, else the device's): the cost's days. */
function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function CostView({ views }: { views: readonly ProjectView[] }) {
  const { t, i18n } = useTranslation('projects');
  const number = useNumber();
  const [result, reexecute] = useQuery({
    query: CostQuery,
    variables: { number, timeZone: viewerZone() },
  });
  return (
    <ViewFrame
      view="cost"
      views={views}
      result={result}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {({ cost }) => (
        <Stack gap="5">
          <Text fontSize="sm" color="fg.muted">
            {cost.rateCardCaption
              ? t('page.cost.rateCard', { name: cost.rateCardCaption })
              : t('page.cost.noRateCard')}
          </Text>
          <Card.Root as="section" size="sm" aria-label={t('page.cost.total')}>
            <Card.Body gap="2">
              <Heading as="h3" size="sm">
                {t('page.cost.total')}
              </Heading>
              <AmountsRows amounts={cost.total} currency={cost.currency} />
            </Card.Body>
          </Card.Root>
          {cost.byFunction.length === 0 ? (
            <Text color="fg.muted">{t('page.cost.empty')}</Text>
          ) : (
            <>
              <Stack as="section" gap="2" aria-label={t('page.cost.byFunction')}>
                <Heading as="h3" size="sm">
                  {t('page.cost.byFunction')}
                </Heading>
                <List.Root variant="plain" gap="2">
                  {cost.byFunction.map((row) => (
                    <List.Item
                      key={row.function.id}
                      display="block"
                      borderWidth="1px"
                      rounded="l2"
                      padding="2"
                    >
                      <HStack justify="space-between" gap="2">
                        <Text fontWeight="semibold">{row.function.caption}</Text>
                        {row.hourlyRateCents === null ? (
                          <Badge colorPalette="orange">{t('page.cost.noRate')}</Badge>
                        ) : (
                          <Text fontSize="sm" color="fg.muted">
                            {t('page.cost.perHour', {
                              rate: formatMoney(row.hourlyRateCents, cost.currency, i18n.language),
                            })}
                          </Text>
                        )}
                      </HStack>
                      <AmountsRows amounts={row.amounts} currency={cost.currency} />
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
              <Stack as="section" gap="2" aria-label={t('page.cost.byDay')}>
                <Heading as="h3" size="sm">
                  {t('page.cost.byDay')}
                </Heading>
                <List.Root variant="plain" gap="2">
                  {cost.byDay.map((row) => (
                    <List.Item
                      key={row.day}
                      display="block"
                      borderWidth="1px"
                      rounded="l2"
                      padding="2"
                    >
                      <Text fontWeight="semibold">{formatLongDay(row.day, i18n.language)}</Text>
                      <AmountsRows amounts={row.amounts} currency={cost.currency} />
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            </>
          )}
        </Stack>
      )}
    </ViewFrame>
  );
}
