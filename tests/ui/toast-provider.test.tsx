import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_MS, ToastProvider, useToast } from '../../src/ui/toast-provider';

function Trigger({ message, durationMs }: { message: string; durationMs?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, durationMs ? { durationMs } : undefined)}>
      show {message}
    </button>
  );
}

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message for 2000 ms by default', () => {
    render(
      <ToastProvider>
        <Trigger message="已复制" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show 已复制' }));
    expect(screen.getByRole('status')).toHaveTextContent('已复制');
    expect(DEFAULT_TOAST_MS).toBe(2000);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('已复制')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('已复制')).not.toBeInTheDocument();
  });

  it('honours a custom duration and replaces the current toast', () => {
    render(
      <ToastProvider>
        <Trigger message="一" durationMs={5000} />
        <Trigger message="二" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show 一' }));
    fireEvent.click(screen.getByRole('button', { name: 'show 二' }));
    expect(screen.queryByText('一')).not.toBeInTheDocument();
    expect(screen.getByText('二')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('二')).not.toBeInTheDocument();
  });
});
