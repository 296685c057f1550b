import { Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { formatDay } from '../../lib/dates/dates';
import { PATHS, pathTo } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { QueryStates } from '../../ui/states/QueryStates';
import { PlusCrewsQuery } from './plus-crews.documents';

/** /plus-crews (plusCrews right): the plus crews the user may see, each a link to its dashboard. */
export function PlusCrewsPage() {
  const { t, i18n } = useTranslation('plus-crews');
  const [result, reexecute] = useQuery({ query: PlusCrewsQuery });
  const linkTo = useLinkTo();
  const day = (date: string | null | undefined) =>
    date ? formatDay(date, i18n.language) : t('noDate');
  return (
    <QueryStates
      result={{ ...result, data: result.data?.plusCrews }}
      loading={t('list.loading')}
      loadingRows={2}
      error={t('list.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{ message: t('list.empty') }}
      isEmpty={(items) => items.length === 0}
    >
      {(items) => (
        <Stack as="ul" gap="3" listStyleType="none">
          {items.map((plusCrew) => {
            const settingsLink = linkTo(PATHS.plusCrewSettings, { number: plusCrew.number });
            return (
              <Card.Root as="li" key={plusCrew.id} size="sm">
                <Card.Body>
                  <Link to={pathTo(PATHS.plusCrew, { number: plusCrew.number })}>
                    <Text as="span" fontWeight="semibold">
                      {plusCrew.name}
                    </Text>
                  </Link>
                  <Text color="fg.muted">
                    {plusCrew.number} · {day(plusCrew.beginDate)} – {day(plusCrew.endDate)}
                  </Text>
                  {settingsLink ? (
                    <Link
                      to={settingsLink}
                      aria-label={t('settings.linkOf', { name: plusCrew.name })}
                    >
                      <Text as="span" fontSize="sm">
                        {t('settings.link')}
                      </Text>
                    </Link>
                  ) : null}
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
    </QueryStates>
  );
}
