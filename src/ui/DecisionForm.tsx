import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';

export type DecisionFormProps = {
  /** Already translated texts; the buttons' accessible names say what is decided. */
  labels: {
    reason: string;
    /** Under the field: who reads the reason, and whether it is needed. */
    reasonHint: string;
    /** Shown when refusing needs a reason and none was typed. */
    reasonMissing: string;
    approve: string;
    approveName: string;
    refuse: string;
    refuseName: string;
  };
  /** Whether refusing needs a reason (machines/officeDecisions.ts reasonRequired). */
  refuseNeedsReason: boolean;
  maxLength: number;
  /** A decision is on its way (both buttons wait). */
  busy: boolean;
  /** Offline or otherwise unable to send: nothing can be decided. */
  disabled: boolean;
  onApprove: (reason: string) => void;
  onRefuse: (reason: string) => void;
};

/**
 * The office's answer to one thing waiting for it: a reason the person reads, approve, and
 * decline or reject. Presentational: the caller runs the mutation and says what is busy.
 */
export function DecisionForm({
  labels,
  refuseNeedsReason,
  maxLength,
  busy,
  disabled,
  onApprove,
  onRefuse,
}: DecisionFormProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const refuse = () => {
    if (refuseNeedsReason && reason.trim() === '') {
      setMissing(true);
      return;
    }
    onRefuse(reason.trim());
  };
  return (
    <Stack gap="2">
      <Field.Root invalid={missing}>
        <Field.Label htmlFor={`${id}-reason`}>{labels.reason}</Field.Label>
        <Input
          id={`${id}-reason`}
          value={reason}
          maxLength={maxLength}
          minH="11"
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim() !== '') setMissing(false);
          }}
        />
        {missing ? (
          <Field.ErrorText>{labels.reasonMissing}</Field.ErrorText>
        ) : (
          <Field.HelperText>{labels.reasonHint}</Field.HelperText>
        )}
      </Field.Root>
      <HStack gap="2" wrap="wrap">
        <Button
          colorPalette="green"
          minH="11"
          loading={busy}
          disabled={disabled || busy}
          aria-label={labels.approveName}
          onClick={() => onApprove(reason.trim())}
        >
          {labels.approve}
        </Button>
        <Button
          variant="outline"
          colorPalette="red"
          minH="11"
          disabled={disabled || busy}
          aria-label={labels.refuseName}
          onClick={refuse}
        >
          {labels.refuse}
        </Button>
      </HStack>
    </Stack>
  );
}
