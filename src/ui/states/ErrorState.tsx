import { Alert, Button, Stack } from '@chakra-ui/react';
import { useOnlineStatus } from './useOnlineStatus';

export type ErrorStateProps = {
  /** Already translated message for a failed load, e.g. 'Jobs could not be loaded.' */
  message: string;
  /** Already translated message shown instead while the device is offline. */
  offlineMessage: string;
  /** Already translated label of the retry button, e.g. 'Try again'. */
  retryLabel: string;
  onRetry?: () => void;
};

/**
 * A failed load with a way out. Offline is the common cause at a venue, so when the browser
 * says it has no network the wording says so instead of blaming the server.
 */
export function ErrorState({ message, offlineMessage, retryLabel, onRetry }: ErrorStateProps) {
  const online = useOnlineStatus();
  return (
    <Stack gap="3" align="stretch">
      <Alert.Root status={online ? 'error' : 'warning'} role="alert">
        <Alert.Indicator />
        <Alert.Title>{online ? message : offlineMessage}</Alert.Title>
      </Alert.Root>
      {onRetry ? (
        <Button onClick={onRetry} variant="outline" alignSelf="flex-start" minHeight="11">
          {retryLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
