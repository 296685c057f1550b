import { Card, DataList, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { dayOf, formatLongDay, formatTime } from '../../lib/dates/dates';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { ArrivalBadge, CrewShiftScreen } from './CrewShiftScreen';
import type { CrewShiftScreenProps } from './CrewShiftScreen';
import { hasSecurityChecks, SecurityChecksSection } from './SecurityChecksSection';

/** /crews/{id}: the crew's shift — project, location, date and times, members, the steps with their progress. */
export function CrewPage() {
  return <CrewShiftScreen>{(props) => <CrewShiftOverview {...props} />}</CrewShiftScreen>;
}

function CrewShiftOverview({ shift, view }: CrewShiftScreenProps) {
  const { t, i18n } = useTranslation('crews');
  const language = i18n.language;
  // Every time of the shift is the venue's (decision 248).
  const zone = shift.timeZone;
  const id = shift.id;
  const total = view.members.length;
  const arrived = view.members.filter(
    (member) => member.attendance === 'checkedIn' || member.attendance === 'checkedOut',
  ).length;
  const done = view.members.filter(
    (member) => member.attendance === 'checkedOut' || member.attendance === 'noShow',
  ).length;
  const linkTo = useLinkTo();
  // Every link below is offered only where the viewer may open it (the guard's rule, decision
  // 249): a project session reads the crew, its members and its location, and acts on nothing.
  const steps: Array<{ key: string; to: string | null; progress: string }> = [
    {
      key: 'checkIn',
      to: linkTo(PATHS.crewCheckIn, { id }),
      progress: t('progress.checkedIn', { done: arrived, total }),
    },
    {
      key: 'checkOut',
      to: linkTo(PATHS.crewCheckOut, { id }),
      progress: t('progress.checkedOut', { done, total }),
    },
    {
      key: 'signOff',
      to: linkTo(PATHS.crewSignOff, { id }),
      progress: view.facts.signedOffAt ? t('progress.done') : t('progress.open'),
    },
    {
      key: 'deliveryNote',
      to: linkTo(PATHS.crewDeliveryNote, { id }),
      progress: view.facts.deliveryNoteReleasedAt ? t('progress.released') : t('progress.open'),
    },
    { key: 'photos', to: linkTo(PATHS.crewPhotos, { id }), progress: '' },
  ].filter((step) => step.to !== null || step.progress !== '');
  const contacts = [
    ...(shift.crewChief
      ? [
          {
            key: 'chief',
            label: t('contacts.crewChief', { name: shift.crewChief.caption }),
            to: linkTo(PATHS.crewContactCrewChief, { id }),
          },
        ]
      : []),
    ...(shift.contactOnSite
      ? [
          {
            key: 'onSite',
            label: t('contacts.onSite', { name: shift.contactOnSite.caption }),
            to: linkTo(PATHS.crewContactOnSite, { id }),
          },
        ]
      : []),
  ].filter((contact): contact is typeof contact & { to: string } => contact.to !== null);
  // The crew chief's own job on this crew: its page here, its documents under the job.
  const ownJob =
    shift.role === 'crewChief'
      ? shift.members.find(
          (member) => member.person !== null && member.person.id === shift.crewChief?.id,
        )
      : undefined;
  const ownJobLink = ownJob ? linkTo(PATHS.crewChiefJob, { id }) : null;
  const ownDocumentsLink = ownJob ? linkTo(PATHS.jobCrewChiefDocuments, { id: ownJob.id }) : null;
  // Whoever may open the crew chief's view of the venue gets it; a project session the location itself.
  const locationLink = shift.location
    ? (linkTo(PATHS.crewChiefLocation, { id }) ?? linkTo(PATHS.location, { id: shift.location.id }))
    : null;

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {shift.caption}
        </Heading>
        <Text color="fg.muted">
          {t('projectWithNumber', { name: shift.project.name, number: shift.project.number })}
        </Text>
        <Text data-testid="crew-state">{t(`state.${view.state}`)}</Text>
        {shift.role === 'reader' ? <Text color="fg.muted">{t('readOnly')}</Text> : null}
      </Stack>
      <VenueTimeNote shifts={[shift]} />
      <DataList.Root orientation="vertical" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.date')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {formatLongDay(dayOf(shift.startsAt, zone), language)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.time')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('timeRange', {
              start: formatTime(shift.startsAt, language, zone),
              end: formatTime(shift.endsAt, language, zone),
            })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.location')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {shift.location && locationLink ? (
              <Link asChild colorPalette="blue" minHeight="11">
                <RouterLink to={locationLink}>{shift.location.caption}</RouterLink>
              </Link>
            ) : (
              (shift.location?.caption ?? t('noLocation'))
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {ownJobLink || ownDocumentsLink ? (
        <Stack gap="0" align="start">
          {ownJobLink ? (
            <Link asChild colorPalette="blue" minHeight="11">
              <RouterLink to={ownJobLink}>{t('crewChiefJob.link')}</RouterLink>
            </Link>
          ) : null}
          {ownDocumentsLink ? (
            <Link asChild colorPalette="blue" minHeight="11">
              <RouterLink to={ownDocumentsLink}>{t('crewChiefDocuments.link')}</RouterLink>
            </Link>
          ) : null}
        </Stack>
      ) : null}

      {steps.length > 0 ? (
        <Stack gap="2" as="section" aria-labelledby="crew-steps">
          <Heading as="h3" size="md" id="crew-steps">
            {t('steps.title')}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {steps.map((step) => (
              <li key={step.key}>
                <HStack justify="space-between" gap="2">
                  {step.to ? (
                    <Link asChild colorPalette="blue" minHeight="11">
                      <RouterLink to={step.to}>{t(`steps.${step.key}`)}</RouterLink>
                    </Link>
                  ) : (
                    <Text minHeight="11" display="flex" alignItems="center">
                      {t(`steps.${step.key}`)}
                    </Text>
                  )}
                  {step.progress ? (
                    <Text data-testid={`step-${step.key}`}>{step.progress}</Text>
                  ) : null}
                </HStack>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}

      {/* Media part: the crew's security checks, from the same shift query (CrewShiftQuery spreads its fields). */}
      {hasSecurityChecks(shift) ? <SecurityChecksSection crew={shift} /> : null}

      <Stack gap="2" as="section" aria-labelledby="crew-members">
        <Heading as="h3" size="md" id="crew-members">
          {t('members.title', { total })}
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {view.members.map((member) => {
            const contactLink = member.person
              ? linkTo(PATHS.crewContactCrewMember, { id, contactId: member.id })
              : null;
            const profileLink = member.person
              ? linkTo(PATHS.crewProfile, { personId: member.person.id })
              : null;
            return (
              <li key={member.id}>
                <Card.Root size="sm">
                  <Card.Body>
                    <HStack justify="space-between" align="start" gap="2">
                      <Stack gap="0">
                        {member.person && contactLink ? (
                          <Link asChild colorPalette="blue" minHeight="11" fontWeight="semibold">
                            <RouterLink to={contactLink}>{member.person.caption}</RouterLink>
                          </Link>
                        ) : member.person ? (
                          <Text fontWeight="semibold">{member.person.caption}</Text>
                        ) : null}
                        <Text color="fg.muted">{member.function.caption}</Text>
                        {member.checkedInAt ? (
                          <Text fontSize="sm">
                            {t('members.in', {
                              time: formatTime(member.checkedInAt, language, zone),
                            })}
                          </Text>
                        ) : null}
                        {member.person && profileLink ? (
                          <Link asChild colorPalette="blue" minHeight="11" fontSize="sm">
                            <RouterLink
                              to={profileLink}
                              aria-label={t('members.profileOf', { name: member.person.caption })}
                            >
                              {t('members.profile')}
                            </RouterLink>
                          </Link>
                        ) : null}
                      </Stack>
                      <ArrivalBadge
                        arrival={member.arrival}
                        checkedOut={member.attendance === 'checkedOut'}
                        pending={member.pending}
                      />
                    </HStack>
                  </Card.Body>
                </Card.Root>
              </li>
            );
          })}
        </Stack>
      </Stack>

      {contacts.length > 0 ? (
        <Stack gap="1" as="section" aria-labelledby="crew-contacts">
          <Heading as="h3" size="md" id="crew-contacts">
            {t('contacts.title')}
          </Heading>
          {contacts.map((contact) => (
            <Link key={contact.key} asChild colorPalette="blue" minHeight="11" alignSelf="start">
              <RouterLink to={contact.to}>{contact.label}</RouterLink>
            </Link>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
