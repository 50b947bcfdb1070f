import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ghostButton, primaryButton } from '../../../../components/ui/styles';
import { EditorFrame } from '../story-editor/editor-frame';
import type { SaveState } from '../story-editor/save-status';

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
    <EditorFrame
      back={{ href: `/admin-dashboard?tab=${plural}`, label: plural.charAt(0).toUpperCase() + plural.slice(1) }}
      heading={`${id === null ? 'New' : 'Edit'} ${noun}`}
      state={state}
      controls={
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
      }
    >
      {children}
    </EditorFrame>
  );
}
