import { Link } from 'wouter';

const chip =
  'rounded-full border px-3 py-1 text-xs font-black uppercase tracking-wider focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-400';
const activeChip = 'border-yellow-400 bg-yellow-400 text-black';
const idleChip = 'border-zinc-600 text-zinc-200 hover:border-yellow-400 hover:text-yellow-300';

/** A row of filter links, 'Everything' first; the one in force is marked as the current page. */
export function FilterChips<Option extends string>({
  label,
  options,
  current,
  hrefOf,
  labelOf,
}: {
  label: string;
  options: readonly Option[];
  current: Option | null;
  /** Where a choice leads; `null` is 'Everything'. */
  hrefOf: (option: Option | null) => string;
  labelOf: (option: Option) => string;
}) {
  return (
    <nav aria-label={label} className="mt-5 flex flex-wrap gap-2">
      {[null, ...options].map((option) => {
        const active = option === current;
        return (
          <Link
            key={option ?? 'all'}
            href={hrefOf(option)}
            aria-current={active ? 'page' : undefined}
            className={`${chip} ${active ? activeChip : idleChip}`}
          >
            {option ? labelOf(option) : 'Everything'}
          </Link>
        );
      })}
    </nav>
  );
}
