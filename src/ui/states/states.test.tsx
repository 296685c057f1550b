import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

function renderUi(ui: ReactElement) {
  return render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => vi.restoreAllMocks());

describe('LoadingState', () => {
  it('is a busy status region named by its label', () => {
    renderUi(<LoadingState label="Loading jobs" rows={2} />);
    const region = screen.getByRole('status', { name: 'Loading jobs' });
    expect(region.getAttribute('aria-busy')).toBe('true');
  });
});

describe('EmptyState', () => {
  it('shows the message as a heading, the description and the action', () => {
    renderUi(
      <EmptyState
        message="No jobs found"
        description="Nothing planned yet"
        action={<a href="/">Home</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No jobs found' })).toBeTruthy();
    expect(screen.getByText('Nothing planned yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });
});

describe('ErrorState', () => {
  const props = {
    message: 'Jobs could not be loaded.',
    offlineMessage: 'You are offline.',
    retryLabel: 'Try again',
  };

  it('shows the message and retries on click', async () => {
    setOnline(true);
    const onRetry = vi.fn();
    renderUi(<ErrorState {...props} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Jobs could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the device is offline when the browser has no network, and updates when it returns', () => {
    setOnline(false);
    renderUi(<ErrorState {...props} />);
    expect(screen.getByRole('alert').textContent).toContain('You are offline.');
    expect(screen.queryByRole('button')).toBeNull();
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('alert').textContent).toContain('Jobs could not be loaded.');
  });
});
