import {
  Box,
  Button,
  chakra,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, type CombinedError } from 'urql';
import {
  PROJECT_COPY_PARTS,
  projectCopyProblem,
  toggleProjectCopyPart,
} from '../../../machines/projectCopy';
import type { ProjectCopyPart, ProjectCopyParts } from '../../../machines/projectCopy';
import { graphql } from '../../gql';
import { feedUrls } from '../../lib/calendar/feed-urls';
import { FileDownload } from '../../lib/downloads/FileDownload';
import type { FileDownloadLabels } from '../../lib/downloads/FileDownload';
import { errorTextKey } from '../../lib/graphql/errors';
import { PATHS, pathTo } from '../../lib/paths';
import { hasAction, hasRight } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { useToast } from '../../lib/toasts/useToast';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';

// The project's actions: copy with crews, crew items and persons; share a read-only
// project sign-in; the report PDF and the crew export. Self-contained: its own operations, the
// rights from the session. Only for user sign-ins (a project session has none of these).

const ProjectActionFiles = graphql(`
  query ProjectActionFiles($number: String!) {
    project(number: $number) {
      id
      reportUrl
      csvUrl: exportUrl(format: csv)
      xlsxUrl: exportUrl(format: xlsx)
      calendarFeedPath
    }
  }
`);

const CopyProject = graphql(`
  mutation CopyProject($id: ID!, $input: CopyProjectInput!, $idempotencyKey: String!) {
    copyProject(id: $id, input: $input, idempotencyKey: $idempotencyKey) {
      id
      number
      name
      beginDate
      endDate
    }
  }
`);

const ShareProject = graphql(`
  mutation ShareProject($id: ID!) {
    shareProject(id: $id) {
      number
      password
    }
  }
`);

const CreateInvoice = graphql(`
  mutation CreateProjectInvoice(
    $projectId: ID!
    $clientReference: String
    $idempotencyKey: String!
  ) {
    createInvoice(
      projectId: $projectId
      clientReference: $clientReference
      idempotencyKey: $idempotencyKey
    ) {
      id
      number
    }
  }
`);

export type ProjectActionsProject = {
  id: string;
  number: string;
  name: string;
  beginDate?: string | null;
  endDate?: string | null;
};

/** The copy's suggested begin: the same day next month (the usual repeat of an event). */
export function nextMonthOf(day: string | null | undefined): string {
  const from = day ? DateTime.fromISO(day) : DateTime.now().startOf('day');
  return from.plus({ months: 1 }).toISODate() ?? '';
}

/** The project sign-in link a share hands out (SPEC.md §3/§5 login parameters PID and Password). */
export function projectShareUrl(origin: string, number: string, password: string): string {
  const params = new URLSearchParams({ PID: number, Password: password });
  return `${origin}/login?${params.toString()}`;
}

export function ProjectActions({ project }: { project: ProjectActionsProject }) {
  const { t } = useTranslation('projects');
  const { session } = useSession();
  if (!session || session.type !== 'user' || !hasRight(session.userRights, 'projects')) return null;
  const canCopy = hasAction(session.userRights, 'projects', 'CREATE');
  const canInvoice = hasAction(session.userRights, 'invoices', 'CREATE');
  return (
    <Stack
      as="section"
      aria-labelledby="project-actions-heading"
      gap="4"
      mt="4"
      borderTopWidth="1px"
      pt="4"
    >
      <Heading as="h2" id="project-actions-heading" size="md">
        {t('actions.heading')}
      </Heading>
      <ProjectFiles number={project.number} name={project.name} />
      <ShareAction project={project} />
      {canCopy ? <CopyAction project={project} /> : null}
      {canInvoice ? <InvoiceAction project={project} /> : null}
    </Stack>
  );
}

function ProjectFiles({ number, name }: { number: string; name: string }) {
  const { t } = useTranslation('projects');
  const online = useOnlineStatus();
  const [{ data, fetching, error }] = useQuery({
    query: ProjectActionFiles,
    variables: { number },
  });
  const files = data?.project;
  const base = `${number}-${name}`.replace(/[\\/:*?"<>|\s]+/g, '-');
  const labels = (button: string): FileDownloadLabels => ({
    button,
    downloading: t('documents.downloading'),
    done: t('documents.downloaded'),
    failed: t('actions.downloadFailed'),
    offline: t('actions.offline'),
  });

  if (fetching && !files) return <Text color="fg.muted">{t('actions.loading')}</Text>;
  if (error && !files)
    return <Text role="alert">{online ? t('actions.error') : t('actions.offline')}</Text>;
  if (!files) return null;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" align="start">
        <FileDownload
          url={files.reportUrl}
          fileName={`${base}-report`}
          labels={labels(t('actions.report'))}
        />
        <FileDownload
          url={files.csvUrl}
          fileName={`${base}-crew`}
          extension="csv"
          labels={labels(t('actions.exportCsv'))}
        />
        <FileDownload
          url={files.xlsxUrl}
          fileName={`${base}-crew`}
          extension="xlsx"
          labels={labels(t('actions.exportXlsx'))}
        />
      </HStack>
      <CalendarLinks path={files.calendarFeedPath} />
    </Stack>
  );
}

/** The project's shifts as a calendar subscription: webcal:// (the phone's calendar app) and Google Calendar. */
function CalendarLinks({ path }: { path: string }) {
  const { t } = useTranslation('projects');
  const urls = feedUrls(window.location.origin, path);
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {t('actions.calendar')}
      </Text>
      <HStack gap="4" wrap="wrap">
        <Link href={urls.webcal} colorPalette="blue" minHeight="11">
          {t('actions.calendarSubscribe')}
        </Link>
        <Link
          href={urls.google}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="blue"
          minHeight="11"
        >
          {t('actions.calendarGoogle')}
        </Link>
      </HStack>
    </Stack>
  );
}

function ShareAction({ project }: { project: ProjectActionsProject }) {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation();
  const toast = useToast();
  const online = useOnlineStatus();
  const [{ fetching }, share] = useMutation(ShareProject);
  const [shared, setShared] = useState<{ url: string; password: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const linkId = useId();

  const run = async () => {
    setFailure(null);
    const result = await share({ id: project.id });
    const answer = result.data?.shareProject;
    if (!answer) {
      setFailure(online ? tCommon(errorTextKey(result.error)) : t('actions.offline'));
      return;
    }
    const url = projectShareUrl(window.location.origin, answer.number, answer.password);
    setShared({ url, password: answer.password });
    const text = t('actions.shareText', {
      name: project.name,
      number: answer.number,
      password: answer.password,
    });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: project.name, text, url });
        return;
      } catch {
        // Closed the share sheet: the link stays on screen to copy.
        return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ message: t('actions.linkCopied'), type: 'success' });
    } catch {
      toast.show({ message: t('actions.copyLinkFailed'), type: 'error' });
    }
  };

  return (
    <Stack gap="2">
      <Box>
        <Button size="sm" variant="outline" loading={fetching} onClick={() => void run()}>
          {t('actions.share')}
        </Button>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('actions.shareHint')}
      </Text>
      {shared ? (
        <Field.Root>
          <Field.Label htmlFor={linkId}>{t('actions.shareLink')}</Field.Label>
          <Input
            id={linkId}
            readOnly
            value={shared.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Field.HelperText>
            {t('actions.sharePassword', { password: shared.password })}
          </Field.HelperText>
        </Field.Root>
      ) : null}
      {failure ? <Text role="alert">{failure}</Text> : null}
    </Stack>
  );
}

/**
 * An action that opens into a small form (copy, invoice): its button, then the form with its
 * heading, the fields, why it was refused, and Submit / Cancel.
 */
function ActionForm({
  openLabel,
  openVariant,
  headingId,
  heading,
  submitLabel,
  submitting,
  submitDisabled = false,
  failure,
  onSubmit,
  children,
}: {
  openLabel: string;
  openVariant?: 'outline';
  headingId: string;
  heading: string;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  failure: string | null;
  onSubmit: () => Promise<void>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('projects');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Box>
        <Button size="sm" variant={openVariant} onClick={() => setOpen(true)}>
          {openLabel}
        </Button>
      </Box>
    );
  }
  return (
    <Stack
      as="form"
      aria-labelledby={headingId}
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Heading as="h3" id={headingId} size="sm">
        {heading}
      </Heading>
      {children}
      {failure ? <Text role="alert">{failure}</Text> : null}
      <HStack gap="2">
        <Button type="submit" size="sm" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('actions.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * A write the person means once (copy, draft invoice): one idempotency key until it succeeds, so
 * a retry after a lost answer makes nothing twice, and the failure as text (offline, or why).
 */
function useOnceMeant() {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation();
  const online = useOnlineStatus();
  const key = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    key: () => {
      setFailure(null);
      key.current ??= crypto.randomUUID();
      return key.current;
    },
    failed: (error: CombinedError | undefined) =>
      setFailure(online ? tCommon(errorTextKey(error)) : t('actions.offline')),
    done: () => {
      key.current = null;
    },
  };
}

function CopyAction({ project }: { project: ProjectActionsProject }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const [beginDate, setBeginDate] = useState(() => nextMonthOf(project.beginDate));
  const [parts, setParts] = useState<ProjectCopyParts>({
    crews: true,
    crewItems: true,
    persons: true,
  });
  const [{ fetching }, copy] = useMutation(CopyProject);
  const once = useOnceMeant();
  const dateId = useId();
  const problem = projectCopyProblem(beginDate, parts);

  const submit = async () => {
    if (problem) return;
    const result = await copy({
      id: project.id,
      input: { beginDate, ...parts },
      idempotencyKey: once.key(),
    });
    const copied = result.data?.copyProject;
    if (!copied) return once.failed(result.error);
    once.done();
    navigate(`/projects/${encodeURIComponent(copied.number)}`);
  };

  return (
    <ActionForm
      openLabel={t('actions.copy')}
      headingId="project-copy-heading"
      heading={t('actions.copyHeading', { name: project.name })}
      submitLabel={t('actions.copySubmit')}
      submitting={fetching}
      submitDisabled={problem !== null}
      failure={once.failure}
      onSubmit={submit}
    >
      <Field.Root required invalid={problem === 'beginDateMissing'}>
        <Field.Label htmlFor={dateId}>{t('actions.copyBeginDate')}</Field.Label>
        <Input
          id={dateId}
          type="date"
          value={beginDate}
          onChange={(event) => setBeginDate(event.target.value)}
        />
        <Field.HelperText>{t('actions.copyShiftHint')}</Field.HelperText>
      </Field.Root>
      <Stack as="fieldset" gap="2">
        <chakra.legend fontWeight="medium" mb="1">
          {t('actions.copyParts')}
        </chakra.legend>
        {PROJECT_COPY_PARTS.map((part: ProjectCopyPart) => (
          <chakra.label key={part} display="flex" alignItems="center" gap="2" minH="44px">
            <chakra.input
              type="checkbox"
              w="5"
              h="5"
              checked={parts[part]}
              onChange={(event) =>
                setParts(toggleProjectCopyPart(parts, part, event.target.checked))
              }
            />
            {t(`actions.parts.${part}`)}
          </chakra.label>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('actions.copyStatusHint')}
      </Text>
    </ActionForm>
  );
}

/**
 * A draft invoice for the project's worked hours at its rate card's rates (invoices
 * CREATE); the api makes the items and totals, and the draft opens to be edited and issued.
 */
function InvoiceAction({ project }: { project: ProjectActionsProject }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const [clientReference, setClientReference] = useState('');
  const [{ fetching }, create] = useMutation(CreateInvoice);
  const once = useOnceMeant();
  const referenceId = useId();

  const submit = async () => {
    const reference = clientReference.trim();
    const result = await create({
      projectId: project.id,
      clientReference: reference === '' ? null : reference,
      idempotencyKey: once.key(),
    });
    const made = result.data?.createInvoice;
    if (!made) return once.failed(result.error);
    once.done();
    navigate(pathTo(PATHS.invoice, { number: made.number }));
  };

  return (
    <ActionForm
      openLabel={t('actions.invoice')}
      openVariant="outline"
      headingId="project-invoice-heading"
      heading={t('actions.invoiceHeading', { name: project.name })}
      submitLabel={t('actions.invoiceSubmit')}
      submitting={fetching}
      failure={once.failure}
      onSubmit={submit}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('actions.invoiceHint')}
      </Text>
      <Field.Root>
        <Field.Label htmlFor={referenceId}>{t('actions.invoiceReference')}</Field.Label>
        <Input
          id={referenceId}
          value={clientReference}
          maxLength={100}
          onChange={(event) => setClientReference(event.target.value)}
        />
        <Field.HelperText>{t('actions.invoiceReferenceHint')}</Field.HelperText>
      </Field.Root>
    </ActionForm>
  );
}
