import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';

/**
 * A delete behind a question; a refusal (still in use) stays written under the button, so the
 * numbers can be read while changing what uses it.
 */
export function DeleteAction({
  label,
  question,
  confirmLabel,
  cancelLabel,
  busy,
  onDelete,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Answers the refusal's text, or null when it was deleted. */
  onDelete: () => Promise<string | null>;
}) {
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Stack gap="2" align="start">
      <Button
        type="button"
        variant="outline"
        colorPalette="red"
        loading={busy}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
      {refusal ? (
        <Text role="alert" color="fg.error">
          {refusal}
        </Text>
      ) : null}
      {asking ? (
        <ConfirmPrompt
          message={question}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void onDelete().then(setRefusal);
          }}
        />
      ) : null}
    </Stack>
  );
}
