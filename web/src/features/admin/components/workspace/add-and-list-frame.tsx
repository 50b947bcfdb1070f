import type { ReactNode } from 'react';
import { AdminGate } from '../admin-gate';
import { AdminWorkspace } from './admin-workspace';

/**
 * The frame of a desk page that manages a list of outside addresses (scrape sources, webhook
 * endpoints): a paragraph saying what they are for, then the form that adds one above the list.
 * Not named *-page.tsx: that would make it a screen module with a chunk of its own.
 */
export function AddAndListFrame({
  page,
  eyebrow,
  intro,
  children,
}: {
  /** The page's title and its entry in the desk's navigation. */
  page: 'Sources' | 'Webhooks';
  eyebrow: string;
  intro: ReactNode;
  /** The add form, then the list. */
  children: ReactNode;
}) {
  return (
    <AdminGate>
      {() => (
        <AdminWorkspace nav={{ activePage: page }} eyebrow={eyebrow} title={page}>
          <p className="max-w-2xl text-sm text-zinc-300">{intro}</p>
          <div className="mt-6 space-y-6">{children}</div>
        </AdminWorkspace>
      )}
    </AdminGate>
  );
}
