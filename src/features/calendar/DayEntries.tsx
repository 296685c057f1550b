import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Link,
  List,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { vacationRequestMachine } from '../../../machines/vacationRequest.machine';
import { canTransition } from '../../../machines/transitions';
import type { PersonalCalendarQuery } from '../../gql/graphql';
import { formatDay, formatLongDay, formatTime } from '../../lib/dates/dates';
import { foreignZoneLabel } from '../../lib/dates/venue-time';
import { PATHS, pathTo } from '../../lib/paths';
import { jobDays, jobStates } from './day-states';
import type { DayState } from './day-states';
import { StateMark } from './StateMark';

type Calendar = PersonalCalendarQuery['personalCalendar'];
export type BlockDateEntry = Calendar['blockDates'][number];
export type VacationRequestEntry = Calendar['vacationRequests'][number];

export type DayEntriesProps = {
  day: string;
  calendar: Calendar;
  /** Why deleting is not possible now (offline), or null. */
  disabledReason: string | null;
  onDeleteBlockDate: (block: BlockDateEntry) => void;
  onDeleteVacationRequest: (request: VacationRequestEntry) => void;
};

const covers = (day: string, entry: { beginDate: string; endDate: string }) =>
  entry.beginDate <= day && day <= entry.endDate;

function States({ states }: { states: DayState[] }) {
  const { t } = useTranslation('calendar');
  return (
    <HStack gap="1" wrap="wrap">
      {states.map((state) => (
        <HStack key={state} gap="1" fontSize="xs">
          <StateMark state={state} size="day" />
          <Text>{t(`states.${state}`)}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

/** Everything on the selected day: jobs (links to the job), blocked dates, vacation, absences, holidays. */
export function DayEntries({
  day,
  calendar,
  disabledReason,
  onDeleteBlockDate,
  onDeleteVacationRequest,
}: DayEntriesProps) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const range = (entry: { beginDate: string; endDate: string }) =>
    entry.beginDate === entry.endDate
      ? formatDay(entry.beginDate, language)
      : t('range', {
          from: formatDay(entry.beginDate, language),
          to: formatDay(entry.endDate, language),
        });
  const doubleBooked = new Set(calendar.doubleBookedJobIds);
  const jobs = calendar.jobs.filter((job) => jobDays(job).includes(day));
  const blocks = calendar.blockDates.filter((block) => covers(day, block));
  const requests = calendar.vacationRequests.filter((request) => covers(day, request));
  const absences = calendar.absences.filter((absence) => covers(day, absence));
  const holidays = calendar.bankHolidays.filter((holiday) => holiday.date === day);
  const nothing =
    jobs.length + blocks.length + requests.length + absences.length + holidays.length === 0;

  return (
    <Box as="section" aria-labelledby="calendar-day">
      <Heading as="h2" id="calendar-day" size="md" mb="3">
        {formatLongDay(day, language)}
      </Heading>
      {nothing ? <Text color="fg.muted">{t('dayEmpty')}</Text> : null}
      <List.Root variant="plain" gap="2">
        {holidays.map((holiday) => (
          <List.Item key={`holiday-${holiday.id}`} display="block">
            <Card.Root size="sm" as="article">
              <Card.Body gap="1">
                <Card.Title as="h3" fontSize="md">
                  {holiday.name}
                </Card.Title>
                <States states={['bankHoliday']} />
              </Card.Body>
            </Card.Root>
          </List.Item>
        ))}
        {jobs.map((job) => (
          <List.Item key={`job-${job.id}`} display="block">
            <Card.Root size="sm" as="article">
              <Card.Body gap="1">
                <Card.Title as="h3" fontSize="md">
                  <Link asChild>
                    <RouterLink to={pathTo(PATHS.job, { id: job.id })}>
                      {job.function.caption}
                    </RouterLink>
                  </Link>
                </Card.Title>
                <Text fontSize="sm">
                  {/* The venue's times (decision 248), its zone named where it is not the person's. */}
                  {t('time', {
                    start: formatTime(job.startsAt, language, job.timeZone),
                    end: formatTime(job.endsAt, language, job.timeZone),
                  })}
                  {foreignZoneLabel(job, language) ? ` ${foreignZoneLabel(job, language)}` : ''}
                </Text>
                <Text fontSize="sm">{job.project.name}</Text>
                {job.location ? (
                  <Text fontSize="sm" color="fg.muted">
                    {[job.location.caption, job.location.city].filter(Boolean).join(', ')}
                  </Text>
                ) : null}
                <States states={jobStates(job, doubleBooked.has(job.id))} />
              </Card.Body>
            </Card.Root>
          </List.Item>
        ))}
        {blocks.map((block) => (
          <List.Item key={`block-${block.id}`} display="block">
            <Card.Root size="sm" as="article">
              <Card.Body gap="1">
                <Card.Title as="h3" fontSize="md">
                  {t('blockedTitle', { reason: block.reason })}
                </Card.Title>
                <Text fontSize="sm">{range(block)}</Text>
                <States states={['blocked']} />
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  alignSelf="start"
                  disabled={disabledReason !== null}
                  onClick={() => onDeleteBlockDate(block)}
                >
                  {t('deleteBlockDate')}
                </Button>
              </Card.Body>
            </Card.Root>
          </List.Item>
        ))}
        {requests.map((request) => {
          const deletable = canTransition(vacationRequestMachine, request.status, {
            type: 'vacationRequest.delete',
          });
          return (
            <List.Item key={`vacation-${request.id}`} display="block">
              <Card.Root size="sm" as="article">
                <Card.Body gap="1">
                  <HStack justify="space-between" align="start">
                    <Card.Title as="h3" fontSize="md">
                      {t(request.paid ? 'vacationPaidTitle' : 'vacationUnpaidTitle')}
                    </Card.Title>
                    <Badge
                      colorPalette={
                        request.status === 'approved'
                          ? 'green'
                          : request.status === 'declined'
                            ? 'gray'
                            : 'orange'
                      }
                      size="md"
                    >
                      {t(`vacationStatus.${request.status}`)}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm">{range(request)}</Text>
                  {request.note ? (
                    <Text fontSize="sm" color="fg.muted">
                      {request.note}
                    </Text>
                  ) : null}
                  {request.decisionReason ? (
                    <Text fontSize="sm">{t('officeSays', { reason: request.decisionReason })}</Text>
                  ) : null}
                  {deletable ? (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      alignSelf="start"
                      disabled={disabledReason !== null}
                      onClick={() => onDeleteVacationRequest(request)}
                    >
                      {t('deleteVacationRequest')}
                    </Button>
                  ) : null}
                </Card.Body>
              </Card.Root>
            </List.Item>
          );
        })}
        {absences.map((absence) => (
          <List.Item key={`absence-${absence.id}`} display="block">
            <Card.Root size="sm" as="article">
              <Card.Body gap="1">
                <Card.Title as="h3" fontSize="md">
                  {t(`absenceKinds.${absence.kind}`)}
                </Card.Title>
                <Text fontSize="sm">{range(absence)}</Text>
                {absence.note ? (
                  <Text fontSize="sm" color="fg.muted">
                    {absence.note}
                  </Text>
                ) : null}
              </Card.Body>
            </Card.Root>
          </List.Item>
        ))}
      </List.Root>
      {disabledReason && (blocks.length > 0 || requests.length > 0) ? (
        <Stack mt="2">
          <Text fontSize="sm" color="fg.muted">
            {disabledReason}
          </Text>
        </Stack>
      ) : null}
    </Box>
  );
}
