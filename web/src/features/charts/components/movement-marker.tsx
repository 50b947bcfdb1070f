import { chartMovement } from '@api/shared/domain/chart-movement';

/** ▲ 3, ▼ 2, NEW, RE or –: how a song moved, said in words for screen readers. */
export function MovementMarker({
  entry,
}: {
  entry: { position: number; previousPosition: number | null; isNew: boolean; reEntry?: boolean };
}) {
  const movement = chartMovement(entry);
  switch (movement.kind) {
    case 'new':
      return <span className="rounded-sm bg-yellow-400 px-1.5 py-0.5 text-[11px] font-black text-black">NEW</span>;
    case 're-entry':
      return (
        <span className="rounded-sm bg-sky-300 px-1.5 py-0.5 text-[11px] font-black text-black">
          <span aria-hidden="true">RE</span>
          <span className="sr-only">Re-entry</span>
        </span>
      );
    case 'up':
      return (
        <span className="font-black text-green-400">
          <span aria-hidden="true">▲ {movement.places}</span>
          <span className="sr-only">Up {movement.places}</span>
        </span>
      );
    case 'down':
      return (
        <span className="font-black text-red-400">
          <span aria-hidden="true">▼ {movement.places}</span>
          <span className="sr-only">Down {movement.places}</span>
        </span>
      );
    case 'same':
      return (
        <span className="font-black text-zinc-400">
          <span aria-hidden="true">–</span>
          <span className="sr-only">No change</span>
        </span>
      );
  }
}
