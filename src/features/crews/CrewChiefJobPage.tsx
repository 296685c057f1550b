import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { dayOf, formatLongDay, formatTime } from '../../lib/dates/dates';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import { pathTo, PATHS } from '../../lib/paths';
import { BackToCrew, CrewShiftScreen } from './CrewShiftScreen';

/** /crews/{id}/crew-chief-job: the crew chief's own job on this crew, and the way to it. */
export function CrewChiefJobPage() {
  const { t, i18n } = useTranslation('crews');
  return (
    <CrewShiftScreen>
      {({ shift }) => {
        const own = shift.members.find(
          (member) => member.person && member.person.id === shift.crewChief?.id,
        );
        return (
          <Stack gap="3">
            <VenueTimeNote shifts={[shift]} />
            <Text>
              {t('projectWithNumber', { name: shift.project.name, number: shift.project.number })}
            </Text>
            <Text>
              {formatLongDay(dayOf(shift.startsAt, shift.timeZone), i18n.language)} ·{' '}
              {t('timeRange', {
                start: formatTime(shift.startsAt, i18n.language, shift.timeZone),
                end: formatTime(shift.endsAt, i18n.language, shift.timeZone),
              })}
            </Text>
            {own && shift.role === 'crewChief' ? (
              <>
                <Text>{t('crewChiefJob.function', { function: own.function.caption })}</Text>
                <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
                  <RouterLink to={pathTo(PATHS.job, { id: own.id })}>
                    {t('crewChiefJob.open')}
                  </RouterLink>
                </Link>
              </>
            ) : (
              <Text color="fg.muted">{t('crewChiefJob.none')}</Text>
            )}
            <BackToCrew id={shift.id} />
          </Stack>
        );
      }}
    </CrewShiftScreen>
  );
}
