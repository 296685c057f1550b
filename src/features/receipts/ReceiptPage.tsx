import { Badge, Button, Card, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { formatDay } from '../../lib/dates/dates';
import { errorTextKey } from '../../lib/graphql/errors';
import { PATHS, pathTo } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { useToast } from '../../lib/toasts/useToast';
import { DECISION_REASON_MAX, reasonRequired } from '../../../machines/officeDecisions';
import { DecisionForm } from '../../ui/DecisionForm';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { ReceiptItemForm } from './ReceiptItemForm';
import { ReceiptPhotoSection } from './ReceiptPhotoSection';
import { formatCents, newIdempotencyKey } from './receipt-format';
import { formatRate } from '../../lib/numbers/money';
import {
  ApproveReceiptMutation,
  CopyReceiptMutation,
  DeleteReceiptItemMutation,
  DeleteReceiptMutation,
  ReceiptPageQuery,
  RejectReceiptMutation,
  SubmitReceiptMutation,
} from './receipts.documents';

const STATUS_PALETTE = {
  draft: 'gray',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
} as const;

/** /receipt/{number}: one receipt with its items, totals (the api's), photo, copy and delete. */
export function ReceiptPage() {
  const { t, i18n } = useTranslation('receipts');
  const { number = '' } = useParams();
  const { session } = useSession();
  const rights = session?.userRights ?? {};
  const canCreate = hasAction(rights, 'receipts', 'CREATE');
  const canDelete = hasAction(rights, 'receipts', 'DELETE');
  // The office decides handed-in receipts (receipts EDIT ALL, the api's rule); nobody their own.
  const canDecide = hasAction(rights, 'receipts', 'EDIT', 'ALL');
  const online = useOnlineStatus();
  const toast = useToast();
  const navigate = useNavigate();
  const [result, reexecute] = useQuery({ query: ReceiptPageQuery, variables: { number } });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const [copyState, copy] = useMutation(CopyReceiptMutation);
  const [deleteItemState, deleteItem] = useMutation(DeleteReceiptItemMutation);
  const [deleteState, deleteReceipt] = useMutation(DeleteReceiptMutation);
  const [submitState, submitReceipt] = useMutation(SubmitReceiptMutation);
  const [approveState, approveReceipt] = useMutation(ApproveReceiptMutation);
  const [rejectState, rejectReceipt] = useMutation(RejectReceiptMutation);
  const money = (cents: number) => formatCents(cents, i18n.language);
  // The item being changed in place (one at a time): its row turns into the item form.
  const [editingId, setEditingId] = useState<string | null>(null);

  async function onCopy(id: string) {
    const { data, error } = await copy({ id, idempotencyKey: newIdempotencyKey() });
    if (error || !data) return toast.show({ message: t(errorTextKey(error)), type: 'error' });
    toast.show({
      message: t('detail.copied', { number: data.copyReceipt.number }),
      type: 'success',
    });
    void navigate(pathTo(PATHS.receipt, { number: data.copyReceipt.number }));
  }
  async function onDeleteItem(id: string) {
    const { error } = await deleteItem({ id });
    if (error) return toast.show({ message: t(errorTextKey(error)), type: 'error' });
    toast.show({ message: t('detail.itemDeleted'), type: 'success' });
    reload();
  }
  async function onSubmit(id: string) {
    const { error } = await submitReceipt({ id });
    if (error) return toast.show({ message: t(errorTextKey(error)), type: 'error' });
    toast.show({ message: t('detail.submitted'), type: 'success' });
  }
  async function onDecide(id: string, person: string, verb: 'approve' | 'reject', reason: string) {
    const { error } =
      verb === 'approve'
        ? await approveReceipt({ id, reason: reason || null })
        : await rejectReceipt({ id, reason });
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return reload();
    }
    toast.show({
      message: t(verb === 'approve' ? 'detail.approved' : 'detail.rejected', { person }),
      type: 'success',
    });
  }
  async function onDelete(id: string) {
    if (!window.confirm(t('detail.confirmDelete'))) return;
    const { error } = await deleteReceipt({ id });
    if (error) return toast.show({ message: t(errorTextKey(error)), type: 'error' });
    toast.show({ message: t('detail.deleted'), type: 'success' });
    void navigate(PATHS.receipts);
  }

  return (
    <QueryStates
      result={{ ...result, data: result.data?.receipt ? result.data : null }}
      loading={t('detail.loading')}
      error={t('detail.error')}
      onRetry={reload}
      forbidden={t('noAccess')}
      empty={{ message: t('receiptNotFound') }}
    >
      {({ receipt, chargeTypes, taxTypes }) =>
        receipt ? (
          <Stack gap="4">
            <Card.Root as="section" size="sm" aria-labelledby="receipt-heading">
              <Card.Body gap="2">
                <HStack justify="space-between" align="start">
                  <Heading as="h2" size="md" id="receipt-heading">
                    {receipt.caption}
                  </Heading>
                  <Badge colorPalette={STATUS_PALETTE[receipt.status]}>
                    {t(`status.${receipt.status}`)}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {[
                    receipt.number,
                    formatDay(receipt.date, i18n.language),
                    receipt.company.caption,
                  ].join(' · ')}
                </Text>
                <dl>
                  <HStack justify="space-between">
                    <Text as="dt">{t('detail.net')}</Text>
                    <Text as="dd">{money(receipt.netCents)}</Text>
                  </HStack>
                  <HStack justify="space-between">
                    <Text as="dt">{t('detail.tax')}</Text>
                    <Text as="dd">{money(receipt.taxCents)}</Text>
                  </HStack>
                  <HStack justify="space-between" fontWeight="semibold">
                    <Text as="dt">{t('detail.total')}</Text>
                    <Text as="dd" data-testid="receipt-total">
                      {money(receipt.totalCents)}
                    </Text>
                  </HStack>
                </dl>
                {!receipt.changeable ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('detail.final')}
                  </Text>
                ) : null}
                {receipt.status === 'submitted' ? (
                  <Text fontSize="sm" color="fg.muted">
                    {/* Each viewer reads what they can do: the office decides, the crew member may
                        still change it, anyone else only sees that it waits. */}
                    {canDecide && receipt.awaitingDecision
                      ? t('detail.waitingForYou', { person: receipt.person.caption })
                      : canCreate
                        ? t('detail.waiting')
                        : t('detail.waitingForOffice')}
                  </Text>
                ) : null}
                {receipt.status === 'rejected' && canCreate ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('detail.rejectedHint')}
                  </Text>
                ) : null}
                {receipt.decisionReason && receipt.status !== 'submitted' ? (
                  <Text fontSize="sm" data-testid="receipt-decision-reason">
                    {t('detail.officeSays', { reason: receipt.decisionReason })}
                  </Text>
                ) : null}
                {canDecide && receipt.awaitingDecision ? (
                  <DecisionForm
                    labels={{
                      reason: t('decision.reason'),
                      reasonHint: t('decision.reasonNeeded', { person: receipt.person.caption }),
                      reasonMissing: t('decision.reasonMissing', {
                        person: receipt.person.caption,
                      }),
                      approve: t('decision.approve'),
                      approveName: t('decision.approveName', { number: receipt.number }),
                      refuse: t('decision.reject'),
                      refuseName: t('decision.rejectName', { number: receipt.number }),
                    }}
                    refuseNeedsReason={reasonRequired('receipt', 'reject')}
                    maxLength={DECISION_REASON_MAX}
                    busy={approveState.fetching || rejectState.fetching}
                    disabled={!online}
                    onApprove={(reason) =>
                      void onDecide(receipt.id, receipt.person.caption, 'approve', reason)
                    }
                    onRefuse={(reason) =>
                      void onDecide(receipt.id, receipt.person.caption, 'reject', reason)
                    }
                  />
                ) : null}
                <HStack gap="2" wrap="wrap">
                  {canCreate && receipt.submittable ? (
                    <Button
                      colorPalette="green"
                      minH="11"
                      loading={submitState.fetching}
                      disabled={!online}
                      onClick={() => void onSubmit(receipt.id)}
                    >
                      {t('detail.submit')}
                    </Button>
                  ) : null}
                  {canCreate ? (
                    <Button
                      variant="outline"
                      minH="11"
                      loading={copyState.fetching}
                      disabled={!online}
                      onClick={() => void onCopy(receipt.id)}
                    >
                      {t('detail.copy')}
                    </Button>
                  ) : null}
                  {canDelete && receipt.changeable ? (
                    <Button
                      variant="outline"
                      colorPalette="red"
                      minH="11"
                      loading={deleteState.fetching}
                      disabled={!online}
                      onClick={() => void onDelete(receipt.id)}
                    >
                      {t('detail.delete')}
                    </Button>
                  ) : null}
                </HStack>
              </Card.Body>
            </Card.Root>

            <Card.Root as="section" size="sm" aria-labelledby="receipt-items">
              <Card.Body gap="3">
                <Heading as="h2" size="md" id="receipt-items">
                  {t('detail.items')}
                </Heading>
                {receipt.items.length === 0 ? (
                  <Text color="fg.muted">{t('detail.noItems')}</Text>
                ) : null}
                <List.Root variant="plain" gap="2" aria-labelledby="receipt-items">
                  {receipt.items.map((item) => (
                    <List.Item
                      key={item.id}
                      display="block"
                      borderBottomWidth="1px"
                      paddingBottom="2"
                    >
                      {canCreate && receipt.changeable && editingId === item.id ? (
                        <ReceiptItemForm
                          receiptId={receipt.id}
                          chargeTypes={chargeTypes}
                          taxTypes={taxTypes}
                          item={item}
                          onAdded={() => setEditingId(null)}
                        />
                      ) : (
                        <>
                          <HStack justify="space-between" align="start" gap="2">
                            <Stack gap="0">
                              <Text fontWeight="medium">{item.description}</Text>
                              <Text fontSize="sm" color="fg.muted">
                                {[
                                  item.chargeTypeCaption,
                                  t('detail.itemTax', {
                                    rate: formatRate(item.taxRateBasisPoints, i18n.language),
                                  }),
                                  `${money(item.amountCents)} + ${money(item.taxCents)}`,
                                ].join(' · ')}
                              </Text>
                            </Stack>
                            <Text fontWeight="medium">{money(item.totalCents)}</Text>
                          </HStack>
                          <HStack gap="2" wrap="wrap">
                            {canCreate && receipt.changeable ? (
                              <Button
                                size="sm"
                                variant="ghost"
                                minH="11"
                                disabled={!online}
                                onClick={() => setEditingId(item.id)}
                                aria-label={t('detail.changeItem', {
                                  description: item.description,
                                })}
                              >
                                {t('detail.changeItemShort')}
                              </Button>
                            ) : null}
                            {canDelete && receipt.changeable ? (
                              <Button
                                size="sm"
                                variant="ghost"
                                colorPalette="red"
                                minH="11"
                                disabled={!online || deleteItemState.fetching}
                                onClick={() => void onDeleteItem(item.id)}
                                aria-label={t('detail.deleteItem', {
                                  description: item.description,
                                })}
                              >
                                {t('detail.deleteItemShort')}
                              </Button>
                            ) : null}
                          </HStack>
                        </>
                      )}
                    </List.Item>
                  ))}
                </List.Root>
                {canCreate && receipt.changeable ? (
                  <ReceiptItemForm
                    receiptId={receipt.id}
                    chargeTypes={chargeTypes}
                    taxTypes={taxTypes}
                    onAdded={reload}
                  />
                ) : null}
              </Card.Body>
            </Card.Root>

            <ReceiptPhotoSection
              photo={receipt.photo ?? null}
              uploadUrl={canCreate ? (receipt.photoUploadUrl ?? null) : null}
              onUploaded={reload}
            />
          </Stack>
        ) : null
      }
    </QueryStates>
  );
}
