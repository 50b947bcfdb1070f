import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ghostButton, primaryButton } from '../../../../components/ui/styles';
import { saveStatusText, type SaveState } from '../story-editor/save-status';

/**
 * The page around an artist, release or event form: the way back to its tab,
 * the heading, the save status and the save button, then the form.
 */
export function EntityEditorFrame({
  noun,
  saves: { id, state, canSave, save },
  publicLink,
  children,
}: {
  /** 'release': the heading names it, and the way back leads to its tab. */
  noun: string;
  saves: { id: number | null; state: SaveState; canSave: boolean; save: () => Promise<void> };
  /** Where readers see it, once it is saved. */
  publicLink?: { href: string; label: string } | null;
  children: ReactNode;
}) {
  const plural = `${noun}s`;
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-10 border-b border-zinc-800 bg-[#0b0b0c]/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Link href={`/admin-dashboard?tab=${plural}`} className={`${ghostButton} !px-0`}>
              ← {plural.charAt(0).toUpperCase() + plural.slice(1)}
            </Link>
            <h1 className="font-display text-2xl uppercase text-white">
              {id === null ? 'New' : 'Edit'} {noun}
            </h1>
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
            <button type="button" className={primaryButton} disabled={!canSave} onClick={() => void save()}>
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
