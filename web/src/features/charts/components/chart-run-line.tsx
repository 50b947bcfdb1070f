import { Link } from 'wouter';
import { weekBadgeLabel } from '@api/shared/domain/iso-week';

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 6;

/**
 * A song's run: its position week by week as a small line (number 1 at the
 * top), with the weeks and places as a list for screen readers and for
 * anyone who wants the numbers.
 */
export function ChartRunLine({ title, runs }: { title: string; runs: { week: string; position: number }[] }) {
  const worst = Math.max(5, ...runs.map((run) => run.position));
  const x = (index: number) => (runs.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (runs.length - 1));
  const y = (position: number) => PAD + ((position - 1) * (HEIGHT - 2 * PAD)) / Math.max(1, worst - 1);
  const points = runs.map((run, index) => `${x(index)},${y(run.position)}`).join(' ');
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-16 w-full max-w-xs"
        role="img"
        aria-label={`${title}: chart positions week by week`}
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={y(1)} y2={y(1)} className="stroke-zinc-600" strokeDasharray="3 3" />
        <polyline points={points} fill="none" className="stroke-yellow-400" strokeWidth={2.5} strokeLinejoin="round" />
        {runs.map((run, index) => (
          <circle key={run.week} cx={x(index)} cy={y(run.position)} r={3.5} className="fill-yellow-400" />
        ))}
      </svg>
      <figcaption>
        <ol
          className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-300"
          aria-label={`${title}: weeks on the chart`}
        >
          {runs.map((run) => (
            <li key={run.week}>
              <Link href={`/charts/${run.week}`} className="underline-offset-4 hover:underline">
                {weekBadgeLabel(run.week)}
              </Link>
              : <span className="font-bold text-white">No. {run.position}</span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
