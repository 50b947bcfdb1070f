/** The text inputs and selects of the team, password and audit screens. */
export const teamField =
  'w-full rounded-sm border border-zinc-600 bg-black px-3 py-2 text-white focus-visible:outline-2 focus-visible:outline-yellow-400';
