import { Button, Card, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { errorTextKey } from '../../lib/graphql/errors';
import { PATHS, pathTo } from '../../lib/paths';
import { useToast } from '../../lib/toasts/useToast';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { newIdempotencyKey } from './receipt-format';
import { CreateReceiptMutation, ReceiptTemplatesQuery } from './receipts.documents';
import { nativeSelectSlotRecipe } from '../../ui/lazy-recipes';

/** A new receipt from a company's template (receipts CREATE); it opens at once for items and the photo. */
export function NewReceiptForm() {
  const { t } = useTranslation('receipts');
  const toast = useToast();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const [templates] = useQuery({ query: ReceiptTemplatesQuery });
  const [templateId, setTemplateId] = useState('');
  const [date, setDate] = useState('');
  const [state, create] = useMutation(CreateReceiptMutation);
  const options = templates.data?.receiptTemplates ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (templateId === '') return;
    const { data, error } = await create({
      templateId,
      date: date === '' ? null : date,
      idempotencyKey: newIdempotencyKey(),
    });
    if (error || !data) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    toast.show({
      message: t('create.created', { number: data.createReceipt.number }),
      type: 'success',
    });
    void navigate(pathTo(PATHS.receipt, { number: data.createReceipt.number }));
  }

  return (
    <Card.Root as="section" size="sm" aria-labelledby="new-receipt">
      <Card.Body>
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="3">
            <Text as="h2" id="new-receipt" fontWeight="semibold">
              {t('create.title')}
            </Text>
            <Field.Root required>
              <Field.Label>{t('create.template')}</Field.Label>
              <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={templates.fetching}>
                <NativeSelect.Field
                  value={templateId}
                  onChange={(event) => setTemplateId(event.target.value)}
                >
                  <option value="">
                    {templates.fetching ? t('create.loadingTemplates') : t('create.chooseTemplate')}
                  </option>
                  {options.map((template) => (
                    <option key={template.id} value={template.id}>
                      {`${template.company.caption}: ${template.caption}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {templates.error ? (
                <Field.HelperText color="fg.error">{t('create.templatesError')}</Field.HelperText>
              ) : null}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('create.date')}</Field.Label>
              <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
              <Field.HelperText>{t('create.dateHint')}</Field.HelperText>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="blue"
              minH="11"
              loading={state.fetching}
              disabled={!online || templateId === ''}
            >
              {t('create.submit')}
            </Button>
            {!online ? (
              <Text fontSize="sm" color="fg.muted">
                {t('offline')}
              </Text>
            ) : null}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
