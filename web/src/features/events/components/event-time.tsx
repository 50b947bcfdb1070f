import { useSyncExternalStore } from 'react';
import type { EventView } from '@api/shared/contracts/admin';
import { formatZonedTime } from '@api/shared/domain/time-zones';

const noSubscription = () => () => undefined;
// Read once: React asks for it on every render of every event, and each answer builds a formatter.
let readerZone: string | undefined;
const browserZone = () => (readerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
// The server does not know the reader's zone: its HTML, and the first render in the browser, leave it out.
const noZoneYet = () => null;

/** The reader's own IANA zone once the page is hydrated; null on the server and while hydrating. */
function useReaderTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, browserZone, noZoneYet);
}

/**
 * When a show starts on the venue's clock ('Mon, Dec 7, 2026, 8:00 PM CST'),
 * then on the reader's where it reads differently. The second line's height
 * is held from the server's HTML on, so adding the reader's time moves nothing.
 */
export function EventTime({
  event,
  className = '',
}: {
  event: Pick<EventView, 'eventDate' | 'timeZone'>;
  className?: string;
}) {
  const venue = formatZonedTime(event.eventDate, event.timeZone);
  const readerZone = useReaderTimeZone();
  const reader = readerZone ? formatZonedTime(event.eventDate, readerZone) : '';
  const yours = reader && reader !== venue ? reader : '';
  return (
    <span className={`block ${className}`}>
      <time dateTime={event.eventDate} className="block">
        {venue}
      </time>
      <span
        className="block min-h-[1lh] text-[0.92em] font-bold normal-case tracking-normal text-zinc-400"
        data-testid="reader-time"
      >
        {yours && `Your time: ${yours}`}
      </span>
    </span>
  );
}
