import type { MarkedText as MarkedTextValue } from '@api/shared/contracts/search';

/** Text with its matched ranges in <mark>: the content stays text, never markup. */
export function MarkedText({ value }: { value: MarkedTextValue }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of value.marks) {
    if (start < at) continue;
    if (start > at) parts.push(value.text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-yellow-400/90 px-0.5 text-black">
        {value.text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < value.text.length) parts.push(value.text.slice(at));
  return <>{parts}</>;
}
