import { Box, Button, HStack, Portal, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';

export type ConfirmPromptProps = {
  /** The question, already translated (SPEC.md §5 wording). */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal yes/no question (role alertdialog), shared by the calendar and the vacancies. Built from plain elements rather than Chakra's
 * Dialog, whose recipe would join the first screen's styles (decision 071); focus goes to
 * "Cancel", Escape cancels, Tab stays inside.
 */
export function ConfirmPrompt({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmPromptProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => previous?.focus?.();
  }, []);
  // In a portal: above the shell's top and bottom bars, whatever stacking context the page is in.
  return (
    <Portal>
      <Box
        position="fixed"
        inset="0"
        zIndex="modal"
        bg="blackAlpha.600"
        display="flex"
        alignItems="center"
        justifyContent="center"
        p="4"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Tab') {
            // Two buttons: keep the focus between them.
            event.preventDefault();
            const next =
              document.activeElement === cancelRef.current ? confirmRef.current : cancelRef.current;
            next?.focus();
          }
        }}
      >
        <Box
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={id}
          bg="bg"
          color="fg"
          borderRadius="md"
          boxShadow="lg"
          p="5"
          maxWidth="sm"
          width="full"
        >
          <Text id={id} fontWeight="medium" mb="4">
            {message}
          </Text>
          <HStack justify="flex-end" gap="2">
            <Button ref={cancelRef} variant="outline" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button ref={confirmRef} colorPalette="red" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </HStack>
        </Box>
      </Box>
    </Portal>
  );
}
