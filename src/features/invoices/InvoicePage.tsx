import { Button, Card, Heading, HStack, Link, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { InvoiceDetail_InvoiceFragment } from '../../gql/graphql';
import { formatDay } from '../../lib/dates/dates';
import { DownloadError, downloadBlob, saveBlob } from '../../lib/downloads/download';
import type { DownloadProgress } from '../../lib/downloads/download';
import { errorTextKey } from '../../lib/graphql/errors';
import { PATHS } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { useToast } from '../../lib/toasts/useToast';
import { progressSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';
import { formatQuantity } from './invoice-format';
import { formatMoney, formatRate } from '../../lib/numbers/money';
import { InvoiceItemForm } from './InvoiceItemForm';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

export const InvoiceDetailFragment = graphql(`
  fragment InvoiceDetail_Invoice on Invoice {
    id
    number
    type
    status
    editable
    clientReference
    date
    dueDate
    currency
    netCents
    taxCents
    totalCents
    company {
      id
      name
    }
    project {
      id
      number
      name
    }
    items {
      id
      position
      description
      quantityHundredths
      unitPriceCents
      amountCents
      taxType {
        id
        caption
        rateBasisPoints
      }
    }
    taxes {
      baseCents
      taxCents
      taxType {
        id
        caption
        rateBasisPoints
      }
    }
    documents {
      documentType
      fileName
      url
    }
  }
`);

const InvoicePageQuery = graphql(`
  query InvoicePage($number: String!, $withTaxTypes: Boolean!) {
    invoice(number: $number) {
      id
      ...InvoiceDetail_Invoice
    }
    invoiceTaxTypes @include(if: $withTaxTypes) {
      id
      caption
      rateBasisPoints
    }
  }
`);

const DeleteInvoiceItemMutation = graphql(`
  mutation DeleteInvoiceItem($number: String!, $id: ID!, $idempotencyKey: String!) {
    deleteInvoiceItem(number: $number, id: $id, idempotencyKey: $idempotencyKey) {
      id
      ...InvoiceDetail_Invoice
    }
  }
`);

const IssueInvoiceMutation = graphql(`
  mutation IssueInvoice($number: String!, $totalCents: Int!, $idempotencyKey: String!) {
    issueInvoice(number: $number, totalCents: $totalCents, idempotencyKey: $idempotencyKey) {
      id
      ...InvoiceDetail_Invoice
    }
  }
`);

type DownloadState =
  | { kind: 'idle' }
  | { kind: 'downloading'; progress: DownloadProgress }
  | { kind: 'failed'; status: number | null };

/** The invoice PDF: fetched with the session's token as a blob, with its progress, then saved. */
function InvoiceDownload({ invoice }: { invoice: InvoiceDetail_InvoiceFragment }) {
  const { t } = useTranslation('invoices');
  const { session } = useSession();
  const toast = useToast();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const document = invoice.documents[0];
  if (!document) return <Text color="fg.muted">{t('noDocument')}</Text>;

  async function download(url: string, fileName: string) {
    setState({ kind: 'downloading', progress: { received: 0, total: null } });
    try {
      const blob = await downloadBlob(
        url,
        { headers: { Authorization: `Bearer ${session?.token ?? ''}`, Type: 'MOBILE' } },
        (progress) => setState({ kind: 'downloading', progress }),
      );
      saveBlob(blob, fileName);
      setState({ kind: 'idle' });
      toast.show({ message: t('download.done'), type: 'success' });
    } catch (error) {
      setState({ kind: 'failed', status: error instanceof DownloadError ? error.status : null });
    }
  }

  const percent =
    state.kind === 'downloading' && state.progress.total
      ? Math.min(100, Math.round((state.progress.received / state.progress.total) * 100))
      : null;
  return (
    <Stack gap="2">
      <Button
        colorPalette="blue"
        alignSelf="start"
        minHeight="11"
        loading={state.kind === 'downloading'}
        loadingText={t('download.downloading')}
        onClick={() => void download(document.url, document.fileName)}
      >
        {t('download.button')}
      </Button>
      {state.kind === 'downloading' ? (
        <Stack gap="1">
          <Progress.Root
            recipe={progressSlotRecipe}
            value={percent}
            max={100}
            colorPalette="blue"
            aria-label={t('download.progressLabel', { number: invoice.number })}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {percent === null
              ? t('download.receiving', { kb: Math.round(state.progress.received / 1024) })
              : t('download.percent', { percent })}
          </Text>
        </Stack>
      ) : null}
      {state.kind === 'failed' ? (
        <Text color="fg.error" role="alert">
          {navigator.onLine ? t('download.failed') : t('common:states.offline')}
        </Text>
      ) : null}
    </Stack>
  );
}

function InvoiceView({
  invoice,
  taxTypes,
}: {
  invoice: InvoiceDetail_InvoiceFragment;
  taxTypes: ReadonlyArray<{ id: string; caption: string; rateBasisPoints: number }> | null;
}) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.language;
  const toast = useToast();
  const money = (cents: number) => formatMoney(cents, invoice.currency, language);
  const [deleting, deleteItem] = useMutation(DeleteInvoiceItemMutation);
  const [issuing, issue] = useMutation(IssueInvoiceMutation);
  const editable = invoice.editable && taxTypes !== null;
  // The item being changed in place (one at a time); its card turns into the item form.
  const [editingId, setEditingId] = useState<string | null>(null);

  async function remove(id: string, description: string) {
    const result = await deleteItem({
      number: invoice.number,
      id,
      idempotencyKey: crypto.randomUUID(),
    });
    toast.show(
      result.error
        ? { message: t(errorTextKey(result.error)), type: 'error' }
        : { message: t('edit.deleted', { description }), type: 'success' },
    );
  }
  async function issueIt() {
    const result = await issue({
      number: invoice.number,
      totalCents: invoice.totalCents,
      idempotencyKey: crypto.randomUUID(),
    });
    toast.show(
      result.error
        ? { message: t(errorTextKey(result.error)), type: 'error' }
        : { message: t('edit.issued', { number: invoice.number }), type: 'success' },
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md">
            {t(`type.${invoice.type === 'creditNote' ? 'creditNote' : 'invoice'}`)} {invoice.number}
          </Heading>
          <InvoiceStatusBadge status={invoice.status} />
        </HStack>
        <Text>{invoice.company.name}</Text>
        {invoice.project ? (
          <Text fontSize="sm" color="fg.muted">
            {t('project', { number: invoice.project.number, name: invoice.project.name })}
          </Text>
        ) : null}
        {invoice.clientReference ? (
          <Text fontSize="sm">{t('clientReference', { reference: invoice.clientReference })}</Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {t('dated', { day: formatDay(invoice.date, language) })}
        </Text>
        <Text
          fontSize="sm"
          color={invoice.status === 'overdue' ? 'red.700' : 'fg.muted'}
          fontWeight={invoice.status === 'overdue' ? 'semibold' : undefined}
        >
          {t('due', { day: formatDay(invoice.dueDate, language) })}
        </Text>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="invoice-items-heading">
        <Heading as="h3" id="invoice-items-heading" size="sm">
          {t('items.heading')}
        </Heading>
        {invoice.items.length === 0 ? <Text color="fg.muted">{t('items.empty')}</Text> : null}
        <List.Root variant="plain" gap="2">
          {invoice.items.map((item) => (
            <List.Item key={item.id} display="block">
              {editable && taxTypes && editingId === item.id ? (
                <InvoiceItemForm
                  number={invoice.number}
                  taxTypes={taxTypes}
                  item={item}
                  onDone={() => setEditingId(null)}
                />
              ) : (
                <Card.Root size="sm" as="article">
                  <Card.Body gap="1">
                    <HStack justify="space-between" align="start" gap="2">
                      <Text fontWeight="semibold">{item.description}</Text>
                      <Text fontWeight="semibold">{money(item.amountCents)}</Text>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {t('items.line', {
                        quantity: formatQuantity(item.quantityHundredths, language),
                        price: money(item.unitPriceCents),
                        rate: formatRate(item.taxType.rateBasisPoints, language),
                      })}
                    </Text>
                    {editable ? (
                      <HStack gap="2" wrap="wrap">
                        <Button
                          size="sm"
                          variant="outline"
                          minHeight="11"
                          onClick={() => setEditingId(item.id)}
                          aria-label={t('edit.changeLabel', { description: item.description })}
                        >
                          {t('edit.change')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          minHeight="11"
                          loading={deleting.fetching}
                          onClick={() => void remove(item.id, item.description)}
                          aria-label={t('edit.deleteLabel', { description: item.description })}
                        >
                          {t('edit.delete')}
                        </Button>
                      </HStack>
                    ) : null}
                  </Card.Body>
                </Card.Root>
              )}
            </List.Item>
          ))}
        </List.Root>
      </Stack>

      <Stack as="section" gap="1" aria-labelledby="invoice-totals-heading">
        <Heading as="h3" id="invoice-totals-heading" size="sm">
          {t('totals.heading')}
        </Heading>
        <HStack justify="space-between">
          <Text>{t('totals.net')}</Text>
          <Text>{money(invoice.netCents)}</Text>
        </HStack>
        {invoice.taxes.map((tax) => (
          <HStack key={tax.taxType.id} justify="space-between">
            <Text>
              {t('totals.tax', {
                rate: formatRate(tax.taxType.rateBasisPoints, language),
                base: money(tax.baseCents),
              })}
            </Text>
            <Text>{money(tax.taxCents)}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" fontWeight="bold">
          <Text>{t('totals.total')}</Text>
          <Text>{money(invoice.totalCents)}</Text>
        </HStack>
      </Stack>

      {editable && taxTypes ? (
        <Stack as="section" gap="3" aria-labelledby="invoice-edit-heading">
          <Heading as="h3" id="invoice-edit-heading" size="sm">
            {t('edit.heading')}
          </Heading>
          <InvoiceItemForm number={invoice.number} taxTypes={taxTypes} />
          <Button
            colorPalette="green"
            alignSelf="start"
            minHeight="11"
            loading={issuing.fetching}
            disabled={invoice.items.length === 0}
            onClick={() => void issueIt()}
          >
            {t('edit.issue', { total: money(invoice.totalCents) })}
          </Button>
        </Stack>
      ) : null}

      <Stack as="section" gap="3" aria-labelledby="invoice-documents-heading">
        <Heading as="h3" id="invoice-documents-heading" size="sm">
          {t('documents.heading')}
        </Heading>
        <InvoiceDownload invoice={invoice} />
      </Stack>
    </Stack>
  );
}

/** /invoice/{number}: one invoice, its items, totals and PDF; a draft is edited here by the office. */
export function InvoicePage() {
  const { number = '' } = useParams();
  const { t } = useTranslation('invoices');
  const { session } = useSession();
  const withTaxTypes = session !== null && hasAction(session.userRights, 'invoices', 'EDIT');
  const [result, reexecute] = useQuery({
    query: InvoicePageQuery,
    variables: { number, withTaxTypes },
  });
  const back = (
    <Link asChild colorPalette="blue" minHeight="11">
      <RouterLink to={PATHS.invoices}>{t('backToList')}</RouterLink>
    </Link>
  );
  return (
    <Stack gap="4">
      <QueryStates
        result={result}
        loading={t('loadingInvoice')}
        error={t('errorInvoice')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('notFound'), description: t('notFoundDescription'), action: back }}
        isEmpty={(data) => data.invoice == null}
      >
        {(data) =>
          data.invoice ? (
            <InvoiceView invoice={data.invoice} taxTypes={data.invoiceTaxTypes ?? null} />
          ) : null
        }
      </QueryStates>
      {back}
    </Stack>
  );
}
