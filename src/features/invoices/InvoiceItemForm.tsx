import { Button, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { errorTextKey } from '../../lib/graphql/errors';
import { useToast } from '../../lib/toasts/useToast';
import { nativeSelectSlotRecipe } from '../../ui/lazy-recipes';
import { formatDecimalInput } from '../../lib/numbers/decimal-input';
import { parseHundredths } from './invoice-format';
import { formatRate } from '../../lib/numbers/money';

const AddInvoiceItemMutation = graphql(`
  mutation AddInvoiceItem($number: String!, $item: InvoiceItemInput!, $idempotencyKey: String!) {
    addInvoiceItem(number: $number, item: $item, idempotencyKey: $idempotencyKey) {
      id
      ...InvoiceDetail_Invoice
    }
  }
`);

const ChangeInvoiceItemMutation = graphql(`
  mutation ChangeInvoiceItem(
    $number: String!
    $id: ID!
    $item: InvoiceItemInput!
    $idempotencyKey: String!
  ) {
    changeInvoiceItem(number: $number, id: $id, item: $item, idempotencyKey: $idempotencyKey) {
      id
      ...InvoiceDetail_Invoice
    }
  }
`);

type Problem = 'description' | 'quantity' | 'price' | null;

/** An item being changed: what the form starts from. */
export type EditedInvoiceItem = {
  id: string;
  description: string;
  quantityHundredths: number;
  unitPriceCents: number;
  taxType: { id: string };
};

/**
 * Adds an item to a draft, or changes one in place (with `item`). Quantity and unit price are
 * typed as decimals and sent as integer hundredths and cents; the amount and the totals are the
 * api's to compute (never sent).
 */
export function InvoiceItemForm({
  number,
  taxTypes,
  item,
  onDone,
}: {
  number: string;
  taxTypes: ReadonlyArray<{ id: string; caption: string; rateBasisPoints: number }>;
  item?: EditedInvoiceItem;
  /** Called after a change was saved or cancelled (the page closes the form). */
  onDone?: () => void;
}) {
  const { t, i18n } = useTranslation('invoices');
  const toast = useToast();
  const id = useId();
  const language = i18n.language;
  const [description, setDescription] = useState(item?.description ?? '');
  const [quantity, setQuantity] = useState(
    item ? formatDecimalInput(item.quantityHundredths, language) : '1',
  );
  const [price, setPrice] = useState(item ? formatDecimalInput(item.unitPriceCents, language) : '');
  const [taxTypeId, setTaxTypeId] = useState(
    () =>
      item?.taxType.id ??
      [...taxTypes].sort((a, b) => b.rateBasisPoints - a.rateBasisPoints)[0]?.id ??
      '',
  );
  const [problem, setProblem] = useState<Problem>(null);
  const [adding, add] = useMutation(AddInvoiceItemMutation);
  const [changing, change] = useMutation(ChangeInvoiceItemMutation);
  const fetching = adding.fetching || changing.fetching;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const quantityHundredths = parseHundredths(quantity);
    const unitPriceCents = parseHundredths(price);
    if (description.trim() === '') return setProblem('description');
    if (quantityHundredths === undefined) return setProblem('quantity');
    if (unitPriceCents === undefined) return setProblem('price');
    setProblem(null);
    const values = {
      description: description.trim(),
      quantityHundredths,
      unitPriceCents,
      taxTypeId,
    };
    const idempotencyKey = crypto.randomUUID();
    const result = item
      ? await change({ number, id: item.id, item: values, idempotencyKey })
      : await add({ number, item: values, idempotencyKey });
    if (result.error) {
      toast.show({ message: t(errorTextKey(result.error)), type: 'error' });
      return;
    }
    if (item) {
      toast.show({
        message: t('edit.changed', { description: values.description }),
        type: 'success',
      });
      onDone?.();
      return;
    }
    toast.show({ message: t('edit.added', { description: values.description }), type: 'success' });
    setDescription('');
    setQuantity('1');
    setPrice('');
  }

  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      aria-label={
        item ? t('edit.changeFormLabel', { description: item.description }) : t('edit.formLabel')
      }
      onSubmit={(event) => void submit(event)}
    >
      <Field.Root required invalid={problem === 'description'}>
        <Field.Label htmlFor={`${id}-description`}>{t('edit.description')}</Field.Label>
        <Input
          id={`${id}-description`}
          value={description}
          maxLength={300}
          onChange={(event) => setDescription(event.target.value)}
        />
        {problem === 'description' ? (
          <Field.ErrorText>{t('edit.descriptionMissing')}</Field.ErrorText>
        ) : null}
      </Field.Root>
      <Field.Root required invalid={problem === 'quantity'}>
        <Field.Label htmlFor={`${id}-quantity`}>{t('edit.quantity')}</Field.Label>
        <Input
          id={`${id}-quantity`}
          inputMode="decimal"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        {problem === 'quantity' ? (
          <Field.ErrorText>{t('edit.numberInvalid')}</Field.ErrorText>
        ) : null}
      </Field.Root>
      <Field.Root required invalid={problem === 'price'}>
        <Field.Label htmlFor={`${id}-price`}>{t('edit.unitPrice')}</Field.Label>
        <Input
          id={`${id}-price`}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        {problem === 'price' ? <Field.ErrorText>{t('edit.numberInvalid')}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root>
        <Field.Label htmlFor={`${id}-tax`}>{t('edit.taxType')}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            id={`${id}-tax`}
            value={taxTypeId}
            onChange={(event) => setTaxTypeId(event.currentTarget.value)}
          >
            {taxTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.caption} ({formatRate(type.rateBasisPoints, language)})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack gap="2" wrap="wrap">
        <Button type="submit" minHeight="11" loading={fetching}>
          {item ? t('edit.save') : t('edit.add')}
        </Button>
        {item ? (
          <Button type="button" variant="outline" minHeight="11" onClick={() => onDone?.()}>
            {t('edit.cancel')}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
