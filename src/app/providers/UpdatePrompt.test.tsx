import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en.json';
import { toastsActorModule, ToastsProvider } from '../../lib/toasts/ToastsProvider';
import { announceUpdate } from '../../sw/update-ready';
import { createTestI18n } from '../../lib/testing/test-providers';
import { UpdatePrompt } from './UpdatePrompt';

// The toasts machine's code has arrived, as it has by the time a new version is found.
beforeAll(() => toastsActorModule.load());

it('offers a waiting new version as a lasting toast and activates it when tapped', async () => {
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={createTestI18n({ common })}>
        <ToastsProvider>
          <UpdatePrompt />
        </ToastsProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  expect(screen.queryByRole('status')).toBeNull();
  const activate = vi.fn();
  act(() => announceUpdate(activate));
  const offer = screen.getByRole('button', {
    name: 'A new version of Crew Hub is ready. Tap here to update.',
  });
  await userEvent.click(offer);
  expect(activate).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('status')).toBeNull();
});
