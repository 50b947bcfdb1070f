import { useId } from 'react';

/** A set of checkboxes for one preference list; the choices come from spec section 9. */
export function ChoiceGroup({
  legend,
  choices,
  selected,
  onChange,
}: {
  legend: string;
  choices: readonly string[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const baseId = useId();
  const toggle = (choice: string, checked: boolean) =>
    // Keep the spec's order whatever order the boxes were ticked in.
    onChange(choices.filter((item) => (item === choice ? checked : selected.includes(item))));

  return (
    <fieldset className="rounded-sm border border-zinc-800 p-5">
      <legend className="px-2 font-display text-lg font-black uppercase tracking-wide text-white">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {choices.map((choice, index) => {
          const id = `${baseId}-${index}`;
          const checked = selected.includes(choice);
          return (
            <label
              key={choice}
              htmlFor={id}
              className={`flex cursor-pointer items-center gap-2 rounded-sm border px-3 py-2 text-sm font-bold transition focus-within:outline-2 focus-within:outline-yellow-400 ${
                checked
                  ? 'border-yellow-400 bg-yellow-400/10 text-yellow-200'
                  : 'border-zinc-700 text-zinc-200 hover:border-zinc-500'
              }`}
            >
              <input
                id={id}
                type="checkbox"
                checked={checked}
                onChange={(event) => toggle(choice, event.target.checked)}
                className="h-4 w-4 accent-yellow-400"
              />
              {choice}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
