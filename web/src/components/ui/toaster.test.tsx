import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, TOAST_DURATION_MS } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at most one toast: the newest replaces the one before', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'details' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
  });

  it('goes away after 5000 ms, not before', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Timed' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Timed')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Timed')).toBeNull();
  });

  it('F8 focuses the notification region', () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Notifications (F8)');
  });

  it('a swipe of 50 px to the right dismisses; a shorter one does not', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Swipe me' }));
    const item = screen.getByTestId('toast');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 149 });
    expect(screen.queryByText('Swipe me')).not.toBeNull();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 150 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('destructive toasts are announced as alerts and can be closed by button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Oops', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toContain('Oops');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Oops')).toBeNull();
  });
});
