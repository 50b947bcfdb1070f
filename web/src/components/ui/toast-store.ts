/**
 * Notifications: at most one visible at a time, shown for 5000 ms of the
 * reader's attention (the clock stops while focus is in it).
 * A tiny module store so any code (mutations included) can raise a toast
 * without a provider in between.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

type Listener = () => void;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
/** A toast's countdown: running (a timer and when it ends) or paused (the time it has left). */
interface Countdown {
  timer: ReturnType<typeof setTimeout> | null;
  endsAt: number;
  leftMs: number;
}
const countdowns = new Map<number, Countdown>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return items;
}

export function dismissToast(id: number): void {
  stopCountdown(id);
  const remaining = items.filter((item) => item.id !== id);
  if (remaining.length !== items.length) {
    items = remaining;
    emit();
  }
}

export function toast(input: ToastInput): number {
  const item: ToastItem = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
  };
  const kept = [item, ...items].slice(0, TOAST_LIMIT);
  for (const dropped of items) if (!kept.includes(dropped)) stopCountdown(dropped.id);
  items = kept;
  countdowns.set(item.id, { timer: null, endsAt: 0, leftMs: TOAST_DURATION_MS });
  resumeToast(item.id);
  emit();
  return item.id;
}

/** Stops a toast's clock while the reader has focus in it. */
export function pauseToast(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown?.timer) return;
  clearTimeout(countdown.timer);
  countdown.timer = null;
  countdown.leftMs = Math.max(0, countdown.endsAt - Date.now());
}

/** Starts a paused toast's clock again with the time it had left. */
export function resumeToast(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown || countdown.timer) return;
  countdown.endsAt = Date.now() + countdown.leftMs;
  countdown.timer = setTimeout(() => dismissToast(id), countdown.leftMs);
}

function stopCountdown(id: number): void {
  const countdown = countdowns.get(id);
  if (countdown?.timer) clearTimeout(countdown.timer);
  countdowns.delete(id);
}

/** Tests start from an empty shelf. */
export function resetToasts(): void {
  for (const id of countdowns.keys()) stopCountdown(id);
  items = [];
  emit();
}
