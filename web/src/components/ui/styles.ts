/** Shared class lists for actions, so every button and link-button looks and focuses the same. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-sm px-4 py-2 text-sm font-black uppercase tracking-wider transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-400 disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${base} bg-yellow-400 text-black hover:bg-yellow-300`;
export const secondaryButton = `${base} border border-zinc-600 text-zinc-100 hover:border-yellow-400 hover:text-yellow-300`;
export const ghostButton = `${base} text-zinc-200 hover:text-yellow-300`;
export const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-zinc-700 text-zinc-100 hover:border-yellow-400 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-400';
export const textLink = 'underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-yellow-400';
/** A headline that is the link to its story. */
export const headlineLink = 'hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400';
/** A whole card (picture and words) that is one link; `group` lets its title answer the hover. */
export const cardLink =
  'group block focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-yellow-400';
