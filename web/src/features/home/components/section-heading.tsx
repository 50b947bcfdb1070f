import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  kicker,
  children,
  action,
}: {
  id: string;
  kicker: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3 border-b border-zinc-800 pb-3">
      <div>
        <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">{kicker}</p>
        <h2
          id={id}
          className="font-display text-4xl font-black uppercase leading-none tracking-tight text-white sm:text-5xl"
        >
          {children}
        </h2>
      </div>
      {action}
    </div>
  );
}
