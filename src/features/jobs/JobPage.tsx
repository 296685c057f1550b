import { Card, DataList, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { useLiveRefetch } from '../../lib/live/useLiveRefetch';
import { graphql } from '../../gql';
import type { JobDetailQuery } from '../../gql/graphql';
import { QueryStates } from '../../ui/states/QueryStates';
import { canConfirm } from '../../lib/jobs/can-confirm';
import { ConfirmJobButton } from '../../lib/jobs/ConfirmJobButton';
import { JobStatusBadge } from '../../lib/jobs/JobStatusBadge';
import { dayOf, dayWord, formatDateTime, formatLongDay, formatTime } from '../../lib/dates/dates';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import { mapUrl } from '../../lib/profile/map-links';
import { useMapService } from '../../lib/profile/viewer-preferences';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';

const JobDetailQuery = graphql(`
  query JobDetail($id: ID!) {
    job(id: $id) {
      id
      status
      startsAt
      endsAt
      timeZone
      isCrewChief
      crewShiftId
      confirmedAt
      remark
      function {
        id
        caption
      }
      project {
        id
        number
        name
        company {
          id
          caption
        }
      }
      crew {
        id
        caption
      }
      location {
        id
        caption
        address
        city
        latitude
        longitude
      }
      crewChief {
        id
        caption
        phone
      }
    }
  }
`);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

type JobDetail = NonNullable<JobDetailQuery['job']>;

/** Everything about one job, and the confirm action while it waits for an answer. */
export function JobPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('jobs');
  const [result, reexecute] = useQuery({ query: JobDetailQuery, variables: { id } });
  useLiveRefetch(reexecute, { filter: (change) => change.crewItemId === id });
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  return (
    <QueryStates
      result={{ ...result, data: result.data?.job }}
      loading={t('loadingJob')}
      loadingRows={1}
      error={t('errorJob')}
      onRetry={reload}
      forbidden={t('noAccess')}
      empty={{
        message: t('notFound'),
        action: (
          <Link asChild colorPalette="blue">
            <RouterLink to="/jobs">{t('backToJobs')}</RouterLink>
          </Link>
        ),
      }}
    >
      {(job) => <JobDetails job={job} reload={reload} />}
    </QueryStates>
  );
}

function JobDetails({ job, reload }: { job: JobDetail; reload: () => void }) {
  const { t, i18n } = useTranslation('jobs');
  const linkTo = useLinkTo();
  const crewLink = job.crewShiftId ? linkTo(PATHS.crew, { id: job.crewShiftId }) : null;
  // Its crew's delivery note and crew chief sheet, for the crew chief (the gateway gives no one else any).
  const documentsLink = job.isCrewChief
    ? linkTo(PATHS.jobCrewChiefDocuments, { id: job.id })
    : null;
  const contactLink = linkTo(PATHS.jobContactProjectManager, { id: job.id });
  const mapService = useMapService();
  const language = i18n.language;
  // The venue's day and times (decision 248), whatever the person's own zone.
  const zone = job.timeZone;
  const day = dayOf(job.startsAt, zone);
  const word = dayWord(day, DateTime.now().setZone(zone));
  const date = word ? `${t(word)} · ${formatLongDay(day, language)}` : formatLongDay(day, language);
  const { location, crewChief } = job;

  return (
    <Stack gap="4">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="lg">
            {job.function.caption}
          </Heading>
          <JobStatusBadge status={job.status} />
        </HStack>
        {canConfirm(job.status) ? (
          <Card.Root size="sm" bg="orange.50" borderColor="orange.300" _dark={{ bg: 'orange.950' }}>
            <Card.Body gap="3">
              <Text>{t('pendingHint')}</Text>
              <ConfirmJobButton jobId={job.id} layout="page" onConflict={reload} />
            </Card.Body>
          </Card.Root>
        ) : null}
      </Stack>
      <VenueTimeNote shifts={[job]} />
      <DataList.Root orientation="vertical" gap="3">
        <Field label={t('fields.date')}>{date}</Field>
        <Field label={t('fields.time')}>
          {t('common:job.timeRange', {
            start: formatTime(job.startsAt, language, zone),
            end: formatTime(job.endsAt, language, zone),
          })}
        </Field>
        <Field label={t('fields.project')}>
          {t('projectWithNumber', { name: job.project.name, number: job.project.number })}
        </Field>
        {job.project.company ? (
          <Field label={t('fields.company')}>{job.project.company.caption}</Field>
        ) : null}
        <Field label={t('fields.crew')}>
          {job.crew.caption}
          {job.isCrewChief ? ` · ${t('youAreCrewChief')}` : ''}
        </Field>
        <Field label={t('fields.location')}>
          {location ? (
            <Stack gap="0">
              <Text>{location.caption}</Text>
              {location.address || location.city ? (
                <Text>{[location.address, location.city].filter(Boolean).join(', ')}</Text>
              ) : null}
              <Link
                href={mapUrl(mapService, location)}
                target="_blank"
                rel="noopener noreferrer"
                colorPalette="blue"
                minHeight="11"
              >
                {t('openInMaps')}
              </Link>
            </Stack>
          ) : (
            t('noLocation')
          )}
        </Field>
        <Field label={t('fields.crewChief')}>
          {crewChief ? (
            <Stack gap="0">
              <Text>{crewChief.caption}</Text>
              {crewChief.phone ? (
                <Link
                  href={`tel:${crewChief.phone.replace(/[^\d+]/g, '')}`}
                  colorPalette="blue"
                  minHeight="11"
                  aria-label={t('callCrewChief', {
                    name: crewChief.caption,
                    phone: crewChief.phone,
                  })}
                >
                  {crewChief.phone}
                </Link>
              ) : null}
            </Stack>
          ) : (
            t('noCrewChief')
          )}
        </Field>
        {job.remark ? (
          <Field label={t('fields.remark')}>
            <Text whiteSpace="pre-line">{job.remark}</Text>
          </Field>
        ) : null}
        {job.confirmedAt ? (
          <Field label={t('fields.confirmedAt')}>{formatDateTime(job.confirmedAt, language)}</Field>
        ) : null}
      </DataList.Root>
      {crewLink ? (
        // The crew chief runs the shift at the venue from here.
        <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
          <RouterLink to={crewLink}>{t('openCrewShift')}</RouterLink>
        </Link>
      ) : null}
      {documentsLink ? (
        <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
          <RouterLink to={documentsLink}>{t('crewChiefDocuments')}</RouterLink>
        </Link>
      ) : null}
      {contactLink ? (
        <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
          <RouterLink to={contactLink}>{t('contact.link')}</RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}
