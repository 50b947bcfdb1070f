/**
 * Notifications (spec sections 4 and 9): at most one visible at a time, shown
 * for 5000 ms. A tiny module store so any code (mutations included) can raise
 * a toast without a provider in between.
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
const timers = new Map<number, ReturnType<typeof setTimeout>>();

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
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
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
  for (const dropped of items) if (!kept.includes(dropped)) dismissTimer(dropped.id);
  items = kept;
  timers.set(
    item.id,
    setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS),
  );
  emit();
  return item.id;
}

function dismissTimer(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

/** Tests start from an empty shelf. */
export function resetToasts(): void {
  for (const id of timers.keys()) dismissTimer(id);
  items = [];
  emit();
}
