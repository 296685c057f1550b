import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CLIENT_NAME_MAX } from '../../../machines/clientRules';

/**
 * One name to type (a company's, a branch's): required, trimmed, as long as the api takes. The
 * caller sends it and says whether it went; a refused name stays in the field to correct.
 */
export function NameForm({
  label,
  submitLabel,
  missingText,
  initial = '',
  busy,
  formLabel,
  onSubmit,
  onCancel,
  cancelLabel,
}: {
  label: string;
  submitLabel: string;
  missingText: string;
  initial?: string;
  busy: boolean;
  formLabel: string;
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setMissing(true);
    setMissing(false);
    if ((await onSubmit(trimmed)) && !initial) setName('');
  }

  return (
    <Stack as="form" gap="3" aria-label={formLabel} onSubmit={(event) => void submit(event)}>
      <Field.Root required invalid={missing}>
        <Field.Label htmlFor={id}>{label}</Field.Label>
        <Input
          id={id}
          value={name}
          maxLength={CLIENT_NAME_MAX}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        {missing ? <Field.ErrorText>{missingText}</Field.ErrorText> : null}
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" colorPalette="blue" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
