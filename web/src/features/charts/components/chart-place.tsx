import { MovementMarker } from './movement-marker';

/** A song's place on a chart and how it moved: '3' and '▲ 2', sized for a list row. */
export function ChartPlace({
  entry,
  size = 'large',
}: {
  entry: { position: number; previousPosition: number | null; isNew: boolean; reEntry?: boolean };
  size?: 'large' | 'small';
}) {
  const number = size === 'large' ? 'w-9 text-3xl sm:w-12' : 'w-10 text-2xl';
  return (
    <>
      <span className={`shrink-0 text-right font-display font-black text-white ${number}`}>
        <span className="sr-only">No. </span>
        {entry.position}
      </span>
      <span className="w-10 shrink-0 text-center text-sm">
        <MovementMarker entry={entry} />
      </span>
    </>
  );
}
