import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, TOAST_DURATION_MS } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  // jsdom has no pointer capture; the browser spec swipes with the real one.
  const captured: number[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    captured.length = 0;
    HTMLElement.prototype.setPointerCapture = (pointerId: number) => void captured.push(pointerId);
  });
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

  it('keeps its time under a pointer that rests where it appeared', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Under the pointer' }));
    fireEvent.mouseEnter(screen.getByTestId('toast'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Under the pointer')).toBeNull();
  });

  it('waits while focus is in it, and goes on when focus leaves', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Focus me' }));
    const close = screen.getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.queryByText('Focus me')).not.toBeNull();
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Focus me')).toBeNull();
  });

  it('Escape in the notification region closes the toast', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Escape me' }));
    fireEvent.keyDown(window, { key: 'F8' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByText('Escape me')).toBeNull();
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

  it('captures the pointer a swipe starts with, and a right-button drag is no swipe', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Hold me' }));
    const item = screen.getByTestId('toast');
    fireEvent.pointerDown(item, { clientX: 100, button: 2, pointerId: 7 });
    fireEvent.pointerUp(item, { clientX: 300, button: 2, pointerId: 7 });
    expect(screen.queryByText('Hold me')).not.toBeNull();
    expect(captured).toEqual([]);
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 3 });
    expect(captured).toEqual([3]);
    fireEvent.pointerMove(item, { clientX: 170, pointerId: 3 });
    expect(item.style.transform).toBe('translateX(70px)');
    fireEvent.pointerUp(item, { clientX: 170, pointerId: 3 });
    expect(screen.queryByText('Hold me')).toBeNull();
  });

  it('destructive toasts are announced as alerts and can be closed by button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Oops', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toContain('Oops');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Oops')).toBeNull();
  });
});
