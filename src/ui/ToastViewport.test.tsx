import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Toast } from '../../machines/toasts.machine';
import { ToastViewport } from './ToastViewport';

const toasts: Toast[] = [
  { id: 'toast-1', message: 'Job confirmed', type: 'success', time: 3000 },
  { id: 'toast-2', message: 'Could not save', type: 'error', time: 0 },
  { id: 'toast-3', message: 'New version available', type: 'info', time: 0, onClick: () => {} },
];

function renderViewport(list: Toast[] = toasts) {
  const onClick = vi.fn();
  const onDismiss = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <ToastViewport toasts={list} onClick={onClick} onDismiss={onDismiss} dismissLabel="Dismiss" />
    </ChakraProvider>,
  );
  return { onClick, onDismiss };
}

describe('ToastViewport', () => {
  it('announces errors as alerts and the rest as status, coloured by type', () => {
    renderViewport();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not save');
    expect(alert.getAttribute('data-type')).toBe('error');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((node) => node.getAttribute('data-type'))).toEqual(['success', 'info']);
  });

  it('makes only toasts with an onClick clickable and reports their id', async () => {
    const { onClick } = renderViewport();
    expect(screen.queryByRole('button', { name: 'Job confirmed' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New version available' }));
    expect(onClick).toHaveBeenCalledWith('toast-3');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('dismisses a toast by its id with the small dismiss button', async () => {
    const { onDismiss, onClick } = renderViewport();
    const buttons = screen.getAllByRole('button', { name: 'Dismiss' });
    expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledWith('toast-2');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders nothing without toasts', () => {
    renderViewport([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
