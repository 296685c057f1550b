import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { errorTextKey } from '../../lib/graphql/errors';
import { useToast } from '../../lib/toasts/useToast';
import { nativeSelectSlotRecipe } from '../../ui/lazy-recipes';
import { formatRate, parseHundredths } from './invoice-format';

const AddInvoiceItemMutation = graphql(`
  mutation AddInvoiceItem($number: String!, $item: InvoiceItemInput!, $idempotencyKey: String!) {
    addInvoiceItem(number: $number, item: $item, idempotencyKey: $idempotencyKey) {
      id
      ...InvoiceDetail_Invoice
    }
  }
`);

type Problem = 'description' | 'quantity' | 'price' | null;

/**
 * Adds an item to a draft. Quantity and unit price are typed as decimals and sent as integer
 * hundredths and cents; the amount and the totals are the api's to compute (never sent).
 */
export function InvoiceItemForm({
  number,
  taxTypes,
}: {
  number: string;
  taxTypes: ReadonlyArray<{ id: string; caption: string; rateBasisPoints: number }>;
}) {
  const { t, i18n } = useTranslation('invoices');
  const toast = useToast();
  const id = useId();
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [taxTypeId, setTaxTypeId] = useState(
    () => [...taxTypes].sort((a, b) => b.rateBasisPoints - a.rateBasisPoints)[0]?.id ?? '',
  );
  const [problem, setProblem] = useState<Problem>(null);
  const [{ fetching }, add] = useMutation(AddInvoiceItemMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const quantityHundredths = parseHundredths(quantity);
    const unitPriceCents = parseHundredths(price);
    if (description.trim() === '') return setProblem('description');
    if (quantityHundredths === undefined) return setProblem('quantity');
    if (unitPriceCents === undefined) return setProblem('price');
    setProblem(null);
    const result = await add({
      number,
      item: { description: description.trim(), quantityHundredths, unitPriceCents, taxTypeId },
      idempotencyKey: crypto.randomUUID(),
    });
    if (result.error) {
      toast.show({ message: t(errorTextKey(result.error)), type: 'error' });
      return;
    }
    toast.show({ message: t('edit.added', { description: description.trim() }), type: 'success' });
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
      aria-label={t('edit.formLabel')}
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
                {type.caption} ({formatRate(type.rateBasisPoints, i18n.language)})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button type="submit" alignSelf="start" minHeight="11" loading={fetching}>
        {t('edit.add')}
      </Button>
    </Stack>
  );
}
