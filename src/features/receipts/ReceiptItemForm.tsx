import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { parseAmountCents, taxCents } from '../../../machines/receiptRules';
import { errorTextKey } from '../../lib/graphql/errors';
import { formatDecimalInput } from '../../lib/numbers/decimal-input';
import { useToast } from '../../lib/toasts/useToast';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { formatCents, newIdempotencyKey } from './receipt-format';
import { AddReceiptItemMutation, ChangeReceiptItemMutation } from './receipts.documents';
import { nativeSelectSlotRecipe } from '../../ui/lazy-recipes';

/** An item being changed: what the form starts from. */
export type ChangedReceiptItem = {
  id: string;
  chargeTypeId: string;
  taxTypeId: string;
  description: string;
  amountCents: number;
};

export type ReceiptItemFormProps = {
  receiptId: string;
  chargeTypes: readonly { id: string; caption: string; defaultTaxTypeId?: string | null }[];
  taxTypes: readonly { id: string; caption: string; rateBasisPoints: number }[];
  /** After an item was added, or (with `item`) after the change was saved or cancelled. */
  onAdded: () => void;
  /** Changes this item in place instead of adding one. */
  item?: ChangedReceiptItem;
};

/**
 * One new item, or (with `item`) one changed in place: a charge type (which picks its usual tax
 * type), a description and the amount before tax. The total shown is computed with the api's own
 * rule and sent along, so the api refuses the item if the two ever disagree
 * (RECEIPT_TOTAL_MISMATCH).
 */
export function ReceiptItemForm({
  receiptId,
  chargeTypes,
  taxTypes,
  onAdded,
  item,
}: ReceiptItemFormProps) {
  const { t, i18n } = useTranslation('receipts');
  const toast = useToast();
  const online = useOnlineStatus();
  const headingId = useId();
  const [chargeTypeId, setChargeTypeId] = useState(item?.chargeTypeId ?? '');
  const [taxTypeId, setTaxTypeId] = useState(item?.taxTypeId ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [amount, setAmount] = useState(() =>
    item ? formatDecimalInput(item.amountCents, i18n.language) : '',
  );
  const [adding, add] = useMutation(AddReceiptItemMutation);
  const [changing, change] = useMutation(ChangeReceiptItemMutation);
  const state = { fetching: adding.fetching || changing.fetching };
  const amountCents = parseAmountCents(amount);
  const rate = taxTypes.find((type) => type.id === taxTypeId)?.rateBasisPoints;
  const totalCents =
    amountCents !== null && rate !== undefined ? amountCents + taxCents(amountCents, rate) : null;
  const ready =
    chargeTypeId !== '' && taxTypeId !== '' && description.trim() !== '' && totalCents !== null;

  function chooseChargeType(id: string) {
    setChargeTypeId(id);
    const usual = chargeTypes.find((type) => type.id === id)?.defaultTaxTypeId;
    if (usual) setTaxTypeId(usual);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || amountCents === null) return;
    const values = {
      chargeTypeId,
      taxTypeId,
      description: description.trim(),
      amountCents,
      totalCents,
    };
    const { error } = item
      ? await change({ receiptId, id: item.id, item: values, idempotencyKey: newIdempotencyKey() })
      : await add({ receiptId, item: values, idempotencyKey: newIdempotencyKey() });
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    if (item) {
      toast.show({
        message: t('item.changed', { description: values.description }),
        type: 'success',
      });
      onAdded();
      return;
    }
    toast.show({ message: t('item.added'), type: 'success' });
    setDescription('');
    setAmount('');
    onAdded();
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <Stack gap="3" borderTopWidth="1px" paddingTop="3">
        <Text as="h3" id={headingId} fontWeight="semibold">
          {item ? t('item.changeTitle', { description: item.description }) : t('item.title')}
        </Text>
        <Field.Root required>
          <Field.Label>{t('item.chargeType')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={chargeTypeId}
              onChange={(event) => chooseChargeType(event.target.value)}
            >
              <option value="">{t('item.choose')}</option>
              {chargeTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.caption}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('item.description')}</Field.Label>
          <Input
            value={description}
            maxLength={200}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field.Root>
        <Field.Root required invalid={amount !== '' && amountCents === null}>
          <Field.Label>{t('item.amount')}</Field.Label>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Field.ErrorText>{t('item.amountInvalid')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('item.taxType')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={taxTypeId}
              onChange={(event) => setTaxTypeId(event.target.value)}
            >
              <option value="">{t('item.choose')}</option>
              {taxTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.caption}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text aria-live="polite">
          {totalCents === null
            ? null
            : t('item.total', { total: formatCents(totalCents, i18n.language) })}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button
            type="submit"
            colorPalette="blue"
            minH="11"
            loading={state.fetching}
            disabled={!online || !ready}
          >
            {item ? t('item.save') : t('item.add')}
          </Button>
          {item ? (
            <Button type="button" variant="outline" minH="11" onClick={onAdded}>
              {t('item.cancel')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </form>
  );
}
