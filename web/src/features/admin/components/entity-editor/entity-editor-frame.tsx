import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ghostButton, primaryButton } from '../../../../components/ui/styles';
import { saveStatusText, type SaveState } from '../story-editor/save-status';

/**
 * The page around an artist, release or event form: the way back to its tab,
 * the heading, the save status and the save button, then the form.
 */
export function EntityEditorFrame({
  heading,
  back,
  state,
  canSave,
  onSave,
  publicLink,
  children,
}: {
  heading: string;
  back: { tab: string; label: string };
  state: SaveState;
  canSave: boolean;
  onSave: () => void;
  /** Where readers see it, once it is saved. */
  publicLink?: { href: string; label: string } | null;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-10 border-b border-zinc-800 bg-[#0b0b0c]/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Link href={`/admin-dashboard?tab=${back.tab}`} className={`${ghostButton} !px-0`}>
              ← {back.label}
            </Link>
            <h1 className="font-display text-2xl uppercase text-white">{heading}</h1>
          </div>
          <p className="text-sm text-zinc-300" aria-live="polite" data-testid="save-status">
            {saveStatusText(state)}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            {publicLink && (
              <Link href={publicLink.href} className={ghostButton}>
                {publicLink.label}
              </Link>
            )}
            <button type="button" className={primaryButton} disabled={!canSave} onClick={onSave}>
              {state.kind === 'saving' ? 'Saving…' : 'Save'}
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl space-y-4 px-4 py-6 outline-none">
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
