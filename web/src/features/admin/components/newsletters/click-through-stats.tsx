import type { DigestKindClickThrough } from '@api/shared/contracts/personal-digest';
import { useClickThrough } from '../../api/personal-digest';

function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

const COLUMNS = ['Links', 'Sent', 'Clicked', 'Readers', 'Click-through'];

/** The row names' column reads left to right, the numbers line up on the right; the last column needs no gap after it. */
function columnClass(index: number): string {
  const align = index === 0 ? 'text-left' : 'text-right';
  return index === COLUMNS.length - 1 ? `py-1 ${align}` : `py-1 pr-2 sm:pr-4 ${align}`;
}

function Row({ label, kind }: { label: string; kind: DigestKindClickThrough }) {
  return (
    <tr className="border-t border-zinc-800">
      <th scope="row" className="py-2 pr-2 sm:pr-4 text-left font-bold text-white">
        {label}
      </th>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums">{kind.links.toLocaleString('en-US')}</td>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums">{kind.clicks.toLocaleString('en-US')}</td>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums">{kind.readers.toLocaleString('en-US')}</td>
      <td className="py-2 text-right font-bold tabular-nums text-yellow-300">{percent(kind.rate)}</td>
    </tr>
  );
}

/** Whether personal picks earn their place: clicks on them against the core's, per send. */
export function ClickThroughStats({ newsletterId }: { newsletterId: number }) {
  const stats = useClickThrough(newsletterId, true);
  if (stats.isPending) return <p className="text-sm text-zinc-300">Loading clicks...</p>;
  if (stats.isError) {
    return (
      <p role="alert" className="text-sm text-red-300">
        Could not load the clicks.
      </p>
    );
  }
  const { core, picks, recipients } = stats.data;
  return (
    <div>
      <h3 className="text-sm font-black uppercase tracking-wide text-yellow-300">Click-through: picks against core</h3>
      <p className="mt-1 text-sm text-zinc-300">
        Each link is counted once per reader; the rate is the share of the {recipients.toLocaleString('en-US')} readers
        reached who clicked.
      </p>
      <div className="mt-2">
        <table className="w-full text-xs text-zinc-200 sm:text-sm" data-testid="click-through">
          <thead>
            <tr className="text-xs uppercase text-zinc-400">
              {COLUMNS.map((column, index) => (
                <th key={column} scope="col" className={columnClass(index)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row label="Personal picks" kind={picks} />
            <Row label="Editor's core" kind={core} />
          </tbody>
        </table>
      </div>
    </div>
  );
}
