import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { parseAmountCents, taxCents } from '../../../machines/receiptRules';
import { errorTextKey } from '../../lib/graphql/errors';
import { useToast } from '../../lib/toasts/useToast';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { formatCents, newIdempotencyKey } from './receipt-format';
import { AddReceiptItemMutation } from './receipts.documents';
import { nativeSelectSlotRecipe } from '../../ui/lazy-recipes';

export type ReceiptItemFormProps = {
  receiptId: string;
  chargeTypes: readonly { id: string; caption: string; defaultTaxTypeId?: string | null }[];
  taxTypes: readonly { id: string; caption: string; rateBasisPoints: number }[];
  onAdded: () => void;
};

/**
 * One new item: a charge type (which picks its usual tax type), a description and the amount
 * before tax. The total shown is computed with the api's own rule and sent along, so the api
 * refuses the item if the two ever disagree (RECEIPT_TOTAL_MISMATCH).
 */
export function ReceiptItemForm({
  receiptId,
  chargeTypes,
  taxTypes,
  onAdded,
}: ReceiptItemFormProps) {
  const { t, i18n } = useTranslation('receipts');
  const toast = useToast();
  const online = useOnlineStatus();
  const [chargeTypeId, setChargeTypeId] = useState('');
  const [taxTypeId, setTaxTypeId] = useState('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [state, add] = useMutation(AddReceiptItemMutation);
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
    const { error } = await add({
      receiptId,
      item: { chargeTypeId, taxTypeId, description: description.trim(), amountCents, totalCents },
      idempotencyKey: newIdempotencyKey(),
    });
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    toast.show({ message: t('item.added'), type: 'success' });
    setDescription('');
    setAmount('');
    onAdded();
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="receipt-item-form">
      <Stack gap="3" borderTopWidth="1px" paddingTop="3">
        <Text as="h3" id="receipt-item-form" fontWeight="semibold">
          {t('item.title')}
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
        <Button
          type="submit"
          colorPalette="blue"
          minH="11"
          loading={state.fetching}
          disabled={!online || !ready}
        >
          {t('item.add')}
        </Button>
      </Stack>
    </form>
  );
}
