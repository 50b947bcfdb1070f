import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';
import { dismissToast, getToasts, pauseToast, resumeToast, subscribeToasts, type ToastItem } from './toast-store';

export const SWIPE_DISMISS_PX = 50;
export const TOAST_HOTKEY = 'F8';

/**
 * The notification region: F8 focuses it, Escape in it closes the toast, and a toast swiped
 * 50 px to the right goes away. A toast waits while focus is in it (not under a resting pointer: the next toast
 * appears where the last one was closed, under the very pointer that closed it, and would never go).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={regionRef}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || toasts.length === 0) return;
        event.stopPropagation();
        for (const item of toasts) dismissToast(item.id);
      }}
      className="pointer-events-none fixed bottom-0 right-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-yellow-400"
    >
      <ol className="flex flex-col gap-2" aria-live="polite">
        {toasts.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    // A press on the close button is a click, not a swipe: captured, its click would go to the toast instead.
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    // The toast keeps every move and the release, even once the pointer has left it or the page.
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (moved >= SWIPE_DISMISS_PX) dismissToast(item.id);
    else setOffset(0);
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resumeToast(item.id);
  };

  const destructive = item.variant === 'destructive';
  return (
    <li
      role={destructive ? 'alert' : 'status'}
      data-testid="toast"
      onFocus={() => pauseToast(item.id)}
      onBlur={onBlur}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
      // A drag that selected the text would, on the next press, drag the selection away instead, and the
      // browser cancels the pointer: no selection, no native drag, so a swipe is always a swipe.
      onDragStart={(event) => event.preventDefault()}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' }}
      className={`pointer-events-auto relative select-none rounded-md border p-4 pr-10 shadow-2xl ${
        destructive ? 'border-red-500 bg-red-950 text-red-50' : 'border-yellow-400 bg-zinc-900 text-zinc-50'
      }`}
    >
      <p className="font-display text-sm font-black uppercase tracking-wide">{item.title}</p>
      {item.description && <p className="mt-1 text-sm text-zinc-200">{item.description}</p>}
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label="Close notification"
        className="absolute right-2 top-2 rounded px-2 py-1 text-zinc-200 hover:text-white focus-visible:outline-2 focus-visible:outline-yellow-400"
      >
        ×
      </button>
    </li>
  );
}
