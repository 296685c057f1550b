import { Badge, Button, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery, type UseQueryState } from 'urql';
import { graphql } from '../../gql';
import type { HomeQuery } from '../../gql/graphql';
import { toBcp47 } from '../../i18n/language';
import { formatDay, formatShortDay, formatTime } from '../../lib/dates/dates';
import { foreignZoneLabel } from '../../lib/dates/venue-time';
import { PermissionsWarning } from '../../lib/permissions/PermissionsWarning';
import { useToast } from '../../lib/toasts/useToast';
import { pathTo, PATHS, slugOf } from '../../lib/paths';
import { hasAction, hasResource, hasRight } from '../../lib/rights';
import { officeDecisionQueues } from '../../lib/routing/route-access';
import { useSession } from '../../lib/session/useSession';
import { JobCard } from '../../lib/jobs/JobCard';
import { DocumentsToSign } from './DocumentsToSign';
import { HomeSection } from './HomeSection';
import { CrewsILead } from './CrewsILead';
import { UnreadMail } from './UnreadMail';
import { ApprovalsWaiting } from './ApprovalsWaiting';
import { OpenInvoices } from './OpenInvoices';
import { PlannerDay } from './PlannerDay';
import { homeMoment, isPlannerLogin } from './planner-home';

// The home's one query (DESIGN.md: a screen loads with one operation): each list is asked for
// only when the user's rights show it.
const HomeQuery = graphql(`
  query Home(
    $withJobs: Boolean!
    $withPayrolls: Boolean!
    $withDocuments: Boolean!
    $withForms: Boolean!
    $withLed: Boolean!
    $withMail: Boolean!
    $withInvoices: Boolean = false
    $withPlannerCrews: Boolean = false
    $withPositions: Boolean = false
    $withToDos: Boolean = false
    $withVacationDecisions: Boolean = false
    $withPictureDecisions: Boolean = false
    $withReceiptDecisions: Boolean = false
    $at: DateTime!
    $today: Date!
  ) {
    unreadMailCount @include(if: $withMail)
    vacationRequestsToDecide @include(if: $withVacationDecisions) {
      id
      status
    }
    profilePicturesToDecide @include(if: $withPictureDecisions) {
      id
      status
    }
    receiptsToDecide @include(if: $withReceiptDecisions) {
      id
      status
    }
    crewsOfMyProjectsOn(at: $at) @include(if: $withPlannerCrews) {
      id
      caption
      state
      startsAt
      endsAt
      timeZone
      membersCount
      checkedInCount
      checkedOutCount
      lateCount
      noShowCount
      expectedCount
      project {
        id
        number
        name
      }
      location {
        id
        caption
      }
    }
    openPositions(startsAfter: $at, mine: true, limit: 6) @include(if: $withPositions) {
      total
      openTotal
      applicantsTotal
      items {
        id
        crew {
          id
          caption
          startsAt
          endsAt
        }
        project {
          id
          number
          name
        }
        function {
          id
          caption
        }
        startsAt
        timeZone
        rows
        open
        openVacancies
        applicants
        booked
      }
    }
    vacancyApplications(startsAfter: $at, mine: true, limit: 20) @include(if: $withPositions) {
      total
      items {
        id
        startsAt
        endsAt
        timeZone
        appliedAt
        person {
          id
          caption
        }
        function {
          id
          caption
        }
        project {
          id
          caption
        }
      }
    }
    toDosDue(today: $today) @include(if: $withToDos) {
      id
      caption
      dueDate
      priority
      type {
        id
        caption
      }
    }
    crewsILead @include(if: $withLed) {
      id
      caption
      state
      startsAt
      endsAt
      timeZone
      project {
        id
        number
        name
      }
      location {
        id
        caption
      }
    }
    jobsToConfirm @include(if: $withJobs) {
      id
      ...JobCard_Job
    }
    jobChanges @include(if: $withJobs) {
      kind
      at
      job {
        id
        status
        startsAt
        endsAt
        timeZone
        function {
          id
          caption
        }
        project {
          id
          name
        }
      }
    }
    payrollsToConfirm @include(if: $withPayrolls) {
      id
      number
      periodBegin
      periodEnd
      netCents
      currency
    }
    documentsToSign @include(if: $withDocuments) {
      count
      items {
        id
        title
        type {
          id
          caption
        }
      }
    }
    formsToFill @include(if: $withForms) {
      id
      title
      description
      questionCount
    }
    openInvoices @include(if: $withInvoices) {
      count
      overdueCount
      totals {
        currency
        totalCents
      }
    }
  }
`);

type HomeResult = UseQueryState<HomeQuery>;
type JobChange = NonNullable<HomeQuery['jobChanges']>[number];

const AcknowledgeJobChangeMutation = graphql(`
  mutation AcknowledgeJobChange($jobId: ID!) {
    acknowledgeJobChange(jobId: $jobId) {
      kind
      job {
        id
      }
    }
  }
`);

/**
 * Jobs changed or cancelled since the crew member last looked (SPEC.md §2), each put away with
 * one tap; the api keeps the acknowledgement per person, so another device does not show it
 * again (api/routes/jobs/README.md, Job changes on home). Nothing is shown while there is no change.
 */
function JobChanges({ changes, reload }: { changes: readonly JobChange[]; reload: () => void }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const toast = useToast();
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  const [{ fetching }, acknowledge] = useMutation(AcknowledgeJobChangeMutation);
  const open = changes.filter((change) => !acknowledged.has(change.job.id));
  if (open.length === 0) return null;

  async function seen(change: JobChange) {
    const result = await acknowledge({ jobId: change.job.id });
    if (result.error) {
      toast.show({
        message: t(navigator.onLine ? 'changes.failed' : 'changes.offline'),
        type: 'error',
      });
      return;
    }
    setAcknowledged((current) => new Set(current).add(change.job.id));
    reload();
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="home-changes-heading">
      <Heading as="h2" id="home-changes-heading" size="md">
        {t('changes.heading')}
      </Heading>
      <List.Root variant="plain" gap="3">
        {open.map((change) => {
          const what = change.job.function.caption;
          // The venue's day and times (decision 248), its zone named where it is not the person's.
          const zone = change.job.timeZone;
          const day = formatShortDay(change.job.startsAt, language, zone);
          const zoneLabel = foreignZoneLabel(change.job, language);
          return (
            <List.Item key={change.job.id} display="block">
              <Card.Root
                size="sm"
                as="article"
                borderColor={change.kind === 'cancelled' ? 'red.300' : 'orange.300'}
              >
                <Card.Body gap="2">
                  <HStack justify="space-between" align="start" gap="2">
                    <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                      <RouterLink to={pathTo(PATHS.job, { id: change.job.id })}>{what}</RouterLink>
                    </Link>
                    <Badge colorPalette={change.kind === 'cancelled' ? 'red' : 'orange'}>
                      {t(`changes.kind.${change.kind}`)}
                    </Badge>
                  </HStack>
                  <Text>{change.job.project.name}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {t('changes.when', {
                      day,
                      start: formatTime(change.job.startsAt, language, zone),
                      end: formatTime(change.job.endsAt, language, zone),
                    })}
                    {zoneLabel ? ` ${zoneLabel}` : ''}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    alignSelf="start"
                    minHeight="11"
                    loading={fetching}
                    onClick={() => void seen(change)}
                    aria-label={t('changes.seenLabel', { what, day })}
                  >
                    {t('changes.seen')}
                  </Button>
                </Card.Body>
              </Card.Root>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}

function JobsToConfirm({ result, reload }: { result: HomeResult; reload: () => void }) {
  const { t } = useTranslation('home');
  return (
    <HomeSection
      name="jobs"
      result={result}
      items={(data) => data.jobsToConfirm}
      reload={reload}
      loadingRows={2}
      emptyDescription={t('jobs.emptyDescription')}
    >
      {(job) => <JobCard job={job} variant="toConfirm" onConflict={reload} />}
    </HomeSection>
  );
}

/** New payrolls the crew member has not opened yet; opening one marks it seen. */
function PayrollsToConfirm({ result, reload }: { result: HomeResult; reload: () => void }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  return (
    <HomeSection
      name="payrolls"
      result={result}
      items={(data) => data.payrollsToConfirm}
      reload={reload}
    >
      {(payroll) => (
        <Card.Root size="sm" as="article">
          <Card.Body>
            <HStack justify="space-between" align="start" gap="2">
              <Stack gap="0">
                <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                  <RouterLink to={pathTo(PATHS.payroll, { number: payroll.number })}>
                    {t('payrolls.link', { number: payroll.number })}
                  </RouterLink>
                </Link>
                <Text color="fg.muted" fontSize="sm">
                  {formatDay(payroll.periodBegin, language)} –{' '}
                  {formatDay(payroll.periodEnd, language)}
                </Text>
              </Stack>
              <Text fontWeight="semibold">
                {new Intl.NumberFormat(toBcp47(language), {
                  style: 'currency',
                  currency: payroll.currency,
                }).format(payroll.netCents / 100)}
              </Text>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
    </HomeSection>
  );
}

/** The forms waiting for the user's answers; each opens at its draft's place. */
function FormsToFill({ result, reload }: { result: HomeResult; reload: () => void }) {
  const { t } = useTranslation('home');
  return (
    <HomeSection name="forms" result={result} items={(data) => data.formsToFill} reload={reload}>
      {(form) => (
        <Card.Root size="sm" as="article">
          <Card.Body gap="1">
            <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
              <RouterLink to={pathTo(PATHS.form, { id: form.id, name: slugOf(form.title) })}>
                {form.title}
              </RouterLink>
            </Link>
            {form.description ? <Text fontSize="sm">{form.description}</Text> : null}
            <Text color="fg.muted" fontSize="sm">
              {t('forms.questions', { count: form.questionCount })}
            </Text>
          </Card.Body>
        </Card.Root>
      )}
    </HomeSection>
  );
}

/**
 * Home. Jobs to confirm are a crew member's business (the same rule as the /jobs menu entry:
 * crew with the projects right), payrolls to confirm too (crew with payrolls, as the /payrolls
 * entry); everyone else gets a greeting and no query at all.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { session } = useSession();
  const isCrew = session?.loginData.loginTypes.some((type) => type.caption === 'crew') ?? false;
  const withJobs = isCrew && session !== null && hasRight(session.userRights, 'projects');
  const withPayrolls =
    isCrew && session !== null && hasAction(session.userRights, 'payrolls', 'READ');
  // Documents to sign: anyone signed in as a person who may read documents (a signatory).
  const withDocuments =
    session?.type === 'user' && hasAction(session.userRights, 'documents', 'READ');
  // Forms are filled in by whoever may send answers (forms CREATE).
  const withForms = session !== null && hasAction(session.userRights, 'forms', 'CREATE');
  // The crews the user leads as crew chief: a crew login who may edit crews (the chief's right).
  const withLed =
    isCrew && session?.type === 'user' && hasAction(session.userRights, 'crews', 'EDIT');
  // Unread mail: whoever the /mailbox menu entry shows for — client or office with
  // the mailboxes right and the emailMessages mailbox right.
  const isClientOrOffice =
    session?.loginData.loginTypes.some(
      (type) => type.caption === 'client' || type.caption === 'office',
    ) ?? false;
  const withMail =
    isClientOrOffice &&
    session?.type === 'user' &&
    hasRight(session.userRights, 'mailboxes') &&
    hasResource(session.mailboxUserRights, 'emailMessages');
  // Open invoices: a client or office login with the invoices right (a crew login never sees client invoices).
  const withInvoices =
    isClientOrOffice && session !== null && hasAction(session.userRights, 'invoices', 'READ');
  // A planner's day (planner, operations or planning as a person): today's crews of the projects
  // they manage (crews READ), what is still to staff and the applications (planningCrewItemList
  // READ), the to-dos due (toDoCalendar READ).
  const isPlanner =
    session?.type === 'user' &&
    isPlannerLogin(session.loginData.loginTypes.map((type) => type.caption));
  const withPlannerCrews = isPlanner && hasAction(session.userRights, 'crews', 'READ');
  const withPositions = isPlanner && hasAction(session.userRights, 'planningCrewItemList', 'READ');
  const withToDos = isPlanner && hasAction(session.userRights, 'toDoCalendar', 'READ');
  const withPlanner = withPlannerCrews || withPositions || withToDos;
  // What waits for the office's decision: each queue the viewer decides (the approvals screen's rule).
  const queues = officeDecisionQueues(session?.type === 'user' ? session.userRights : {});
  const withApprovals = queues.vacationRequests || queues.profilePictures || queues.receipts;
  const [moment] = useState(() => homeMoment());
  const name = session?.loginData.person?.caption;
  const withAnything =
    withJobs ||
    withPayrolls ||
    withDocuments ||
    withForms ||
    withLed ||
    withMail ||
    withInvoices ||
    withPlanner ||
    withApprovals;
  const [answer, reexecute] = useQuery({
    query: HomeQuery,
    variables: {
      withJobs,
      withPayrolls,
      withDocuments,
      withForms,
      withLed,
      withMail,
      withInvoices,
      withPlannerCrews,
      withPositions,
      withToDos,
      withVacationDecisions: queues.vacationRequests,
      withPictureDecisions: queues.profilePictures,
      withReceiptDecisions: queues.receipts,
      ...moment,
    },
    pause: !withAnything,
  });
  // The sections render an arriving answer as a deferred render, which React splits into short
  // tasks, instead of one synchronous render holding a phone's main thread (docs/performance.md,
  // "The first screen's longest tasks, traced": 60–103 ms unthrottled for the job changes and jobs to confirm).
  const result = useDeferredValue(answer);
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  const greeting = (
    <Heading as="h2" size="lg">
      {name ? t('greeting', { name }) : t('greetingNoName')}
    </Heading>
  );
  const plannerDay = withPlanner ? (
    <PlannerDay
      result={result}
      reload={reload}
      moment={moment}
      sections={{
        crews: withPlannerCrews,
        positions: withPositions,
        requests: withPositions || withToDos,
      }}
    />
  ) : null;

  // The home is wide at a desk for the planner's columns; the lists of one column keep the reading width.
  return (
    <Stack gap="6">
      {greeting}
      {plannerDay}
      <Stack gap="6" maxWidth="3xl">
        <PermissionsWarning enabled={isCrew && session?.type === 'user'} />
        {withApprovals ? <ApprovalsWaiting result={result} queues={queues} /> : null}
        {withLed ? <CrewsILead result={result} reload={reload} /> : null}
        {withJobs && result.data?.jobChanges ? (
          <JobChanges changes={result.data.jobChanges} reload={reload} />
        ) : null}
        {withJobs ? <JobsToConfirm result={result} reload={reload} /> : null}
        {withPayrolls ? <PayrollsToConfirm result={result} reload={reload} /> : null}
        {withDocuments ? <DocumentsToSign result={result} reload={reload} /> : null}
        {withForms ? <FormsToFill result={result} reload={reload} /> : null}
        {withMail ? <UnreadMail count={result.data?.unreadMailCount} /> : null}
        {withInvoices ? <OpenInvoices result={result} /> : null}
        {!withAnything ? <Text color="fg.muted">{t('welcome')}</Text> : null}
        <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
          <RouterLink to={PATHS.help}>{t('helpLink')}</RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
}
