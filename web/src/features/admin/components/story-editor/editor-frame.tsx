import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ghostButton } from '../../../../components/ui/styles';
import { saveStatusText, type SaveState } from './save-status';

interface EditorFrameProps {
  /** The tab the editor was opened from: '/admin-dashboard?tab=articles', 'Articles'. */
  back: { href: string; label: string };
  /** 'Edit story', 'New release'. */
  heading: string;
  state: SaveState;
  /** What the bar holds after the save status: the save and publish buttons, the word count. */
  controls: ReactNode;
  /** Shown above the failed save's alert (a conflict, a copy restored from this browser). */
  notices?: ReactNode;
  children: ReactNode;
}

/**
 * The page of a full-page editor (stories, artists, releases, events): a bar that stays on top with
 * the way back to its tab, the heading, the save status and the editor's own controls; then the
 * editor's notices, the reason a save failed when one did, and the form.
 */
export function EditorFrame({ back, heading, state, controls, notices, children }: EditorFrameProps) {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-10 border-b border-zinc-800 bg-[#0b0b0c]/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Link href={back.href} className={`${ghostButton} !px-0`}>
              ← {back.label}
            </Link>
            <h1 className="font-display text-2xl uppercase text-white">{heading}</h1>
          </div>
          <p className="text-sm text-zinc-300" aria-live="polite" data-testid="save-status">
            {saveStatusText(state)}
          </p>
          {controls}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl space-y-4 px-4 py-6 outline-none">
        {notices}
        {state.kind === 'failed' && (
          <p role="alert" className="rounded-sm border border-red-400 p-3 text-sm text-red-200">
            {saveStatusText(state)}
          </p>
        )}
        {children}
      </main>
    </div>
  );
}
