import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en.json';
import { createTestI18n } from '../../lib/testing/test-providers';
import type { ShowToast } from './ToastsContext';
import { toastsActorModule, ToastsProvider } from './ToastsProvider';
import { useToast } from './useToast';

/** Buttons that show toasts through the public hook, as a feature would. */
function Trigger({ toast, label }: { toast: ShowToast; label: string }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      {label}
    </button>
  );
}

function renderToasts(...triggers: Array<{ toast: ShowToast; label: string }>) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={createTestI18n({ common })}>
        <ToastsProvider>
          {triggers.map((trigger) => (
            <Trigger key={trigger.label} {...trigger} />
          ))}
        </ToastsProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

// As in the running app once the first screen is up: the machine's code has arrived (a toast
// sent before that waits for it: useLazyActor.test.tsx).
beforeAll(() => toastsActorModule.load());

afterEach(() => {
  vi.useRealTimers();
});

describe('useToast with ToastsProvider', () => {
  it('does not add an identical type-and-message toast twice, but does add another type', async () => {
    renderToasts(
      { label: 'save failed', toast: { message: 'Could not save', type: 'error' } },
      { label: 'save warned', toast: { message: 'Could not save', type: 'warning' } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'save failed' }));
    await userEvent.click(screen.getByRole('button', { name: 'save failed' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'save warned' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Could not save');
  });

  it('removes a toast with a handler when it is tapped, and calls the handler once', async () => {
    const onClick = vi.fn();
    renderToasts({
      label: 'update',
      toast: { message: 'A new version is ready', type: 'info', time: 0, onClick },
    });
    await userEvent.click(screen.getByRole('button', { name: 'update' }));
    await userEvent.click(screen.getByRole('button', { name: 'A new version is ready' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves after the default 3000 ms, and a toast with time 0 stays', () => {
    vi.useFakeTimers();
    renderToasts(
      { label: 'saved', toast: { message: 'Saved', type: 'success' } },
      { label: 'sticky', toast: { message: 'Stays', time: 0 } },
    );
    act(() => screen.getByRole('button', { name: 'saved' }).click());
    act(() => screen.getByRole('button', { name: 'sticky' }).click());
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Stays']);
  });

  it('closes any toast with its translated dismiss button', async () => {
    renderToasts({ label: 'note', toast: { message: 'Note', time: 0 } });
    await userEvent.click(screen.getByRole('button', { name: 'note' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
