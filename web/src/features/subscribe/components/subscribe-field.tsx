/** The look of the subscribe card's captions (its fields' and its question's). */
export const subscribeLabel = 'text-xs font-black uppercase tracking-wider text-zinc-200';

const subscribeInput =
  'mt-1 w-full rounded-sm border border-zinc-600 bg-black px-3 py-2 text-white placeholder:text-zinc-400 focus:border-yellow-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-yellow-400';

/** One captioned text box of the subscribe card; a full-row one is a block of its own. */
export function SubscribeField({
  caption,
  fullRow = false,
  type,
  autoComplete,
  value,
  onChange,
  describedBy,
}: {
  caption: string;
  fullRow?: boolean;
  type?: 'email' | 'tel';
  autoComplete: string;
  value: string;
  onChange: (next: string) => void;
  describedBy?: string;
}) {
  return (
    <label className={fullRow ? `${subscribeLabel} block` : subscribeLabel}>
      {caption}
      <input
        className={subscribeInput}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
      />
    </label>
  );
}
