import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import type { DashboardTab } from '../dashboard/dashboard-tabs';
import { useAuthUser } from '../../api/auth';
import { dashboardHref, pagesFor, tabsFor } from './admin-sections';

const item =
  'flex shrink-0 items-center whitespace-nowrap rounded-sm px-3 py-2 text-sm font-bold tracking-wide focus-visible:outline-2 focus-visible:outline-yellow-400 lg:w-full';
const idle = 'text-zinc-300 hover:bg-zinc-900 hover:text-white';
const current = 'bg-yellow-400 text-black';
const groupLabel = 'hidden px-3 pb-1 pt-4 text-[11px] font-black uppercase tracking-[0.2em] text-zinc-400 lg:block';

/** Where the admin is: a dashboard tab (switched in place when `onSelectTab` is given) or one of the pages. */
export interface AdminNavProps {
  activeTab?: DashboardTab;
  onSelectTab?: (tab: DashboardTab) => void;
  activePage?: string;
}

/**
 * The admin sections: a column in the sidebar on wide screens, one scrolling
 * row under the top bar on phones. On the dashboard its seven sections are
 * the dashboard's tabs (arrow keys move between them); elsewhere they are links.
 */
export function AdminNav({ activeTab, onSelectTab, activePage }: AdminNavProps) {
  // Sections the member's role cannot use are left out; the API refuses them anyway.
  const role = useAuthUser().data?.role;
  const tabs = tabsFor(role);
  const pages = pagesFor(role);
  return (
    <nav aria-label="Admin" className="flex gap-1 overflow-x-auto px-3 pb-2 lg:flex-col lg:overflow-y-auto lg:px-3">
      <p className={groupLabel}>Dashboard</p>
      {onSelectTab ? (
        <DashboardTabList tabs={tabs} active={activeTab ?? tabs[0]} onSelect={onSelectTab} />
      ) : (
        <ul className="flex gap-1 lg:flex-col">
          {tabs.map((tab) => (
            <li key={tab}>
              <Link href={dashboardHref(tab)} className={`${item} ${idle}`}>
                {tab}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages.length > 0 && <p className={groupLabel}>Audience & operations</p>}
      <ul className="flex gap-1 border-l border-zinc-800 pl-1 lg:flex-col lg:border-l-0 lg:pl-0">
        {pages.map((page) => {
          const here = page.label === activePage;
          const className = `${item} ${here ? current : idle}`;
          return (
            <li key={page.href}>
              {page.external ? (
                <a href={page.href} className={className}>
                  {page.label}
                </a>
              ) : (
                <Link href={page.href} className={className} aria-current={here ? 'page' : undefined}>
                  {page.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function DashboardTabList({
  tabs,
  active,
  onSelect,
}: {
  tabs: DashboardTab[];
  active: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
    const back = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
    if (!forward && !back) return;
    event.preventDefault();
    const next = (index + (forward ? 1 : -1) + tabs.length) % tabs.length;
    onSelect(tabs[next]);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Admin sections" className="flex gap-1 lg:flex-col">
      {tabs.map((tab, index) => {
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
            className={`${item} ${selected ? current : idle}`}
          >
            {tab}
          </button>
        );
      })}
    </div>
  );
}
