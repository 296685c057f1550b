import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { teamBonusValue } from '../../../machines/plusCrewDashboard.rules';
import { formatDay } from '../../lib/dates/dates';
import { RecordSummary } from '../../ui/RecordSummary';
import { QueryStates } from '../../ui/states/QueryStates';
import { PlusCrewSettingsQuery } from './plus-crews.documents';
import { appClock } from '../../lib/clock/clock';

/**
 * /plus-crews/{number}/settings (plusCrews right): the plus crew's name, period, team bonus rule
 * in force today and members. Read-only: changing them is the office's work (api/routes/plus-crews/README.md, Targets, the team bonus and the forecast).
 */
export function PlusCrewSettingsPage() {
  const { number = '' } = useParams();
  const { t, i18n } = useTranslation('plus-crews');
  const [result, reexecute] = useQuery({ query: PlusCrewSettingsQuery, variables: { number } });
  const day = (date: string | null | undefined) =>
    date ? formatDay(date, i18n.language) : t('noDate');
  const today = appClock.now().toISOString().slice(0, 10);
  return (
    <QueryStates
      result={{ ...result, data: result.data?.plusCrew ? result.data : null }}
      loading={t('loading')}
      loadingRows={1}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{ message: t('notFound') }}
    >
      {(data) => {
        const plusCrew = data.plusCrew!;
        const bonus = teamBonusValue(data.plusCrewValueTypes, plusCrew.values, today);
        return (
          <Stack gap="4">
            <RecordSummary
              title={plusCrew.name}
              rows={[
                { label: t('fields.number'), value: plusCrew.number },
                {
                  label: t('settings.period'),
                  value: `${day(plusCrew.beginDate)} – ${day(plusCrew.endDate)}`,
                },
                {
                  label: t('settings.bonusRule'),
                  value: bonus
                    ? t('settings.bonusRuleValue', { rate: bonus.amount, since: day(bonus.date) })
                    : t('settings.noBonusRule'),
                },
              ]}
            />
            <section aria-labelledby="plus-crew-members">
              <Heading as="h3" size="sm" id="plus-crew-members" mb="2">
                {t('settings.members')}
              </Heading>
              {plusCrew.members.length === 0 ? (
                <Text>{t('settings.noMembers')}</Text>
              ) : (
                <ul>
                  {plusCrew.members.map((member) => (
                    <li key={member.id}>{member.name}</li>
                  ))}
                </ul>
              )}
            </section>
          </Stack>
        );
      }}
    </QueryStates>
  );
}
