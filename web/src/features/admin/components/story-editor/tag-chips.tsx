import { useState } from 'react';

/** Tags as chips: typed and added with Enter or a comma, each removed with its ×. */
export function TagChips({ tags, onChange }: { tags: string[]; onChange: (next: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const add = () => {
    const tag = typed.replace(/,/g, ' ').trim();
    if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setTyped('');
  };
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-sm border border-zinc-700 bg-zinc-950 px-2 py-2">
      <ul aria-label="Tags" className="contents">
        {tags.map((tag) => (
          <li
            key={tag}
            className="flex items-center gap-1 rounded-full bg-zinc-800 px-3 py-1 text-xs font-bold text-white"
          >
            {tag}
            <button
              type="button"
              aria-label={`Remove tag ${tag}`}
              className="text-zinc-300 hover:text-yellow-300"
              onClick={() => onChange(tags.filter((existing) => existing !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id="story-tags"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ',') {
            event.preventDefault();
            add();
          } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
            onChange(tags.slice(0, -1));
          }
        }}
        onBlur={add}
        placeholder={tags.length === 0 ? 'Add a tag, then Enter' : 'Add another'}
        className="min-w-32 flex-1 bg-transparent px-1 py-1 text-sm text-white placeholder:text-zinc-400 focus:outline-none"
      />
    </div>
  );
}
