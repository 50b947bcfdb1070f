import { useRef, type KeyboardEvent } from 'react';

export const DASHBOARD_TABS = [
  'Overview',
  'Automation',
  'Articles',
  'Artists',
  'Releases',
  'Events',
  'Newsletters',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The seven tabs, with arrow-key movement as the ARIA tabs pattern expects. */
export function DashboardTabs({ active, onSelect }: { active: DashboardTab; onSelect: (tab: DashboardTab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length;
    onSelect(DASHBOARD_TABS[next]);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Admin sections" className="mt-8 flex flex-wrap gap-1 border-b border-zinc-800">
      {DASHBOARD_TABS.map((tab, index) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="admin-tabpanel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-black uppercase tracking-wider focus-visible:outline-2 focus-visible:outline-yellow-400 ${
              selected ? 'border-yellow-400 text-yellow-300' : 'border-transparent text-zinc-300 hover:text-white'
            }`}
          >
            {tab}
          </button>
        );
      })}
    </div>
  );
}
