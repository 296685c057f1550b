import { Box, chakra, IconButton, Stack } from '@chakra-ui/react';
import type { Toast, ToastType } from '../../machines/toasts.machine';
import { CloseIcon } from './icons/CloseIcon';

export type ToastViewportProps = {
  toasts: Toast[];
  /** Called for a toast that has an onClick, when its message is chosen. */
  onClick: (id: string) => void;
  onDismiss: (id: string) => void;
  /** Already translated accessible name of each toast's close button, e.g. 'Dismiss'. */
  dismissLabel: string;
};

/** The layout's bottom bar sets this variable to its height, so toasts sit just above it. */
export const BOTTOM_OFFSET_VARIABLE = '--crew-hub-bottom-offset';

const PALETTE: Readonly<Record<ToastType, string>> = {
  error: 'red',
  success: 'green',
  warning: 'orange',
  info: 'blue',
  default: 'gray',
};

/**
 * The shown toasts, stacked at the bottom of the screen above the bottom bar. Each is a live
 * region (alert for errors, status otherwise) coloured by its type; a toast with an onClick is a
 * button, and every toast has a small dismiss button.
 */
export function ToastViewport({ toasts, onClick, onDismiss, dismissLabel }: ToastViewportProps) {
  if (toasts.length === 0) return null;
  return (
    <Stack
      position="fixed"
      insetX="0"
      bottom={`calc(var(${BOTTOM_OFFSET_VARIABLE}, 0px) + env(safe-area-inset-bottom, 0px) + 12px)`}
      zIndex="toast"
      gap="2"
      paddingX="3"
      alignItems="center"
      pointerEvents="none"
    >
      {toasts.map((toast) => {
        const palette = PALETTE[toast.type];
        return (
          <Box
            key={toast.id}
            role={toast.type === 'error' ? 'alert' : 'status'}
            data-type={toast.type}
            colorPalette={palette}
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            borderRadius="l2"
            boxShadow="lg"
            width="full"
            maxWidth="420px"
            display="flex"
            alignItems="center"
            gap="1"
            paddingStart="3"
            paddingEnd="1"
            minHeight="12"
            pointerEvents="auto"
          >
            {toast.onClick ? (
              <chakra.button
                type="button"
                flex="1"
                textAlign="start"
                paddingY="2"
                fontSize="sm"
                textDecoration="underline"
                cursor="pointer"
                onClick={() => onClick(toast.id)}
              >
                {toast.message}
              </chakra.button>
            ) : (
              <Box flex="1" paddingY="2" fontSize="sm">
                {toast.message}
              </Box>
            )}
            <IconButton
              aria-label={dismissLabel}
              size="sm"
              variant="ghost"
              color="inherit"
              _hover={{ bg: 'blackAlpha.200' }}
              onClick={() => onDismiss(toast.id)}
            >
              <CloseIcon />
            </IconButton>
          </Box>
        );
      })}
    </Stack>
  );
}
