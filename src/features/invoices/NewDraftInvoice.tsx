import { Button, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/dates/dates';
import { errorTextKey } from '../../lib/graphql/errors';
import { pathTo, PATHS } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { formatQuantity } from './invoice-format';

// The office's "new draft" (invoices CREATE): the projects with worked hours to bill,
// each with the invoices already made from it, and a draft made from one that then opens to be
// checked, edited and issued. Loaded only when opened: the list of invoices stays one query.

const BillableProjectsQuery = graphql(`
  query BillableProjects {
    billableProjects {
      id
      number
      name
      beginDate
      endDate
      workedMinutes
      invoiceNumbers
      company {
        id
        name
      }
    }
  }
`);

const CreateDraftInvoiceMutation = graphql(`
  mutation CreateDraftInvoice($projectId: ID!, $idempotencyKey: String!) {
    createInvoice(projectId: $projectId, idempotencyKey: $idempotencyKey) {
      id
      number
    }
  }
`);

/** Worked minutes as hours with at most two decimals ('42.5'), from integers. */
function hoursOf(minutes: number, language: string): string {
  return formatQuantity(Math.round((minutes * 100) / 60), language);
}

function BillableProjects() {
  const { t, i18n } = useTranslation('invoices');
  const { t: tCommon } = useTranslation();
  const language = i18n.language;
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const [result, reexecute] = useQuery({ query: BillableProjectsQuery });
  const [creating, create] = useMutation(CreateDraftInvoiceMutation);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ projectId: string; text: string } | null>(null);
  // One key per draft the person means: a retry after a lost answer makes no second draft.
  const keys = useRef(new Map<string, string>());

  async function makeDraft(projectId: string) {
    setFailure(null);
    setPendingId(projectId);
    const key = keys.current.get(projectId) ?? crypto.randomUUID();
    keys.current.set(projectId, key);
    const answer = await create({ projectId, idempotencyKey: key });
    setPendingId(null);
    const made = answer.data?.createInvoice;
    if (!made) {
      setFailure({
        projectId,
        text: online ? tCommon(errorTextKey(answer.error)) : tCommon('states.offline'),
      });
      return;
    }
    keys.current.delete(projectId);
    navigate(pathTo(PATHS.invoice, { number: made.number }));
  }

  return (
    <QueryStates
      result={result}
      loading={t('newDraft.loading')}
      error={t('newDraft.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('newDraft.empty'), description: t('newDraft.emptyDescription') }}
      isEmpty={(data) => data.billableProjects.length === 0}
    >
      {(data) => (
        <List.Root variant="plain" gap="2" aria-label={t('newDraft.listLabel')}>
          {data.billableProjects.map((project) => (
            <List.Item key={project.id} display="block">
              <Card.Root size="sm" as="article" aria-labelledby={`billable-${project.id}`}>
                <Card.Body gap="1">
                  <Text fontWeight="semibold" id={`billable-${project.id}`}>
                    {t('project', { number: project.number, name: project.name })}
                  </Text>
                  <Text fontSize="sm">{project.company.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('newDraft.period', {
                      begin: formatDay(project.beginDate, language),
                      end: formatDay(project.endDate, language),
                    })}
                  </Text>
                  <Text fontSize="sm">
                    {t('newDraft.worked', { hours: hoursOf(project.workedMinutes, language) })}
                  </Text>
                  {project.invoiceNumbers.length > 0 ? (
                    <HStack gap="2" wrap="wrap" fontSize="sm">
                      <Text>{t('newDraft.invoiced')}</Text>
                      {project.invoiceNumbers.map((number) => (
                        <Link key={number} asChild colorPalette="blue" minHeight="11">
                          <RouterLink to={pathTo(PATHS.invoice, { number })}>{number}</RouterLink>
                        </Link>
                      ))}
                    </HStack>
                  ) : null}
                  <Button
                    size="sm"
                    alignSelf="start"
                    minHeight="11"
                    variant={project.invoiceNumbers.length > 0 ? 'outline' : 'solid'}
                    loading={creating.fetching && pendingId === project.id}
                    disabled={creating.fetching}
                    onClick={() => void makeDraft(project.id)}
                    aria-label={t('newDraft.makeLabel', { name: project.name })}
                  >
                    {project.invoiceNumbers.length > 0
                      ? t('newDraft.makeAnother')
                      : t('newDraft.make')}
                  </Button>
                  {failure?.projectId === project.id ? (
                    <Text color="fg.error" role="alert" fontSize="sm">
                      {failure.text}
                    </Text>
                  ) : null}
                </Card.Body>
              </Card.Root>
            </List.Item>
          ))}
        </List.Root>
      )}
    </QueryStates>
  );
}

/** The office's way to a new draft: opened on demand above the list of invoices. */
export function NewDraftInvoice() {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState(false);
  return (
    <Stack as="section" gap="3" aria-labelledby="new-draft-heading">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h2" id="new-draft-heading" size="sm">
          {t('newDraft.heading')}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          minHeight="11"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('newDraft.close') : t('newDraft.open')}
        </Button>
      </HStack>
      {open ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t('newDraft.hint')}
          </Text>
          <BillableProjects />
        </>
      ) : null}
    </Stack>
  );
}
