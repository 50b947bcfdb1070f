import {
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { ArticleContent } from '../../../articles/components/article-content';
import { uploadPicture } from '../../api/story-editor';
import { imageMarkdown, insertBlock, type TextSelection } from './markdown-edits';
import { actionForShortcut, MARKDOWN_ACTIONS, MarkdownToolbar, type MarkdownActionName } from './markdown-toolbar';
import { PictureAltForm } from './picture-alt-form';

/** The first picture among pasted or dropped files. */
function pictureOf(files: FileList | null | undefined): File | null {
  return [...(files ?? [])].find((file) => file.type.startsWith('image/')) ?? null;
}

/** The heights of the text box and of the preview beside it (whole class names, so the stylesheet keeps them). */
const SIZES = {
  story: { text: 'h-[60vh]', preview: 'lg:h-[calc(60vh+2.5rem)]' },
  short: { text: 'h-[40vh]', preview: 'lg:h-[calc(40vh+2.5rem)]' },
};

/** On a phone the text box and its preview take turns, switched by these buttons (both show side by side on a desk). */
const PANE_MODES = ['write', 'preview'] as const;
type PaneMode = (typeof PANE_MODES)[number];
const PANE_LABELS: Record<PaneMode, string> = { write: 'Write', preview: 'Preview' };

const tabButton = (active: boolean) =>
  `flex-1 px-3 py-2 text-sm font-black uppercase tracking-wider ${active ? 'bg-yellow-400 text-black' : 'text-zinc-200'}`;

/**
 * The body: markdown typed with a toolbar and shortcuts, pictures pasted or
 * dropped in (uploaded, then put in with the alt text asked for), and beside
 * it, on wide screens, the body as readers will get it. A phone switches
 * between writing and the preview.
 */
export function BodyEditor({
  value,
  onChange,
  id = 'story-body',
  label = 'Body (markdown)',
  placeholder = 'Write the story in markdown. Paste or drop a picture to add it.',
  size = 'story',
  preview = (markdown) => <ArticleContent article={{ content: markdown, longMd: markdown, shortMd: null }} />,
}: {
  value: string;
  onChange: (next: string) => void;
  /** The text box's id, unique on the page. */
  id?: string;
  label?: string;
  placeholder?: string;
  /** A biography or a description needs less room than a story. */
  size?: keyof typeof SIZES;
  /** The text as readers get it, by the component their page uses (a story's body by default). */
  preview?: (markdown: string) => ReactNode;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [pendingSelection, setPendingSelection] = useState<TextSelection | null>(null);
  const [picture, setPicture] = useState<{ file: File; at: TextSelection } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [mode, setMode] = useState<PaneMode>('write');

  // After an edit made here, the selection is put where the edit left it.
  useLayoutEffect(() => {
    if (!pendingSelection || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(pendingSelection.start, pendingSelection.end);
    setPendingSelection(null);
  }, [pendingSelection]);

  const selection = (): TextSelection => ({
    text: value,
    start: area.current?.selectionStart ?? value.length,
    end: area.current?.selectionEnd ?? value.length,
  });

  const apply = (edited: TextSelection) => {
    onChange(edited.text);
    setPendingSelection(edited);
  };

  const runAction = (name: MarkdownActionName) => apply(MARKDOWN_ACTIONS[name].apply(selection()));

  const offerPicture = (file: File | null) => {
    if (!file) return false;
    setUploadError(null);
    setPicture({ file, at: selection() });
    return true;
  };

  const insertPicture = async (alt: string) => {
    if (!picture) return;
    setUploading(true);
    setUploadError(null);
    try {
      const stored = await uploadPicture(picture.file);
      // The body may have changed while the alt text was typed: insert at the spot, in today's text.
      const at = Math.min(picture.at.start, value.length);
      apply(
        insertBlock(
          { text: value, start: at, end: Math.min(picture.at.end, value.length) },
          imageMarkdown(alt, stored.url),
        ),
      );
      setPicture(null);
    } catch (error) {
      setUploadError(errorMessage(error, 'The picture could not be uploaded. Try again.'));
    } finally {
      setUploading(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const name = actionForShortcut(event.key);
    if (!name) return;
    event.preventDefault();
    runAction(name);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (offerPicture(pictureOf(event.clipboardData?.files))) event.preventDefault();
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    if (offerPicture(pictureOf(event.dataTransfer?.files))) event.preventDefault();
  };

  return (
    <section aria-label={label} className="space-y-3">
      <div className="flex overflow-hidden rounded-sm border border-zinc-700 lg:hidden" role="group" aria-label="Show">
        {PANE_MODES.map((pane) => (
          <button
            key={pane}
            type="button"
            aria-pressed={mode === pane}
            className={tabButton(mode === pane)}
            onClick={() => setMode(pane)}
          >
            {PANE_LABELS[pane]}
          </button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={`space-y-2 ${mode === 'write' ? '' : 'hidden lg:block'}`}>
          <MarkdownToolbar onAction={runAction} onPicture={() => picker.current?.click()} />
          <input
            ref={picker}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            className="hidden"
            aria-label="Choose a picture"
            onChange={(event) => {
              offerPicture(pictureOf(event.target.files));
              event.target.value = '';
            }}
          />
          {picture && (
            <PictureAltForm
              fileName={picture.file.name || 'the pasted picture'}
              busy={uploading}
              error={uploadError}
              onInsert={(alt) => void insertPicture(alt)}
              onCancel={() => setPicture(null)}
            />
          )}
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
          <textarea
            id={id}
            ref={area}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onDrop={onDrop}
            placeholder={placeholder}
            className={`${SIZES[size].text} min-h-80 w-full resize-y rounded-sm border border-zinc-700 bg-zinc-950 p-3 font-mono text-sm leading-relaxed text-white focus:border-yellow-400 focus:outline-none`}
          />
        </div>
        <div
          aria-label="Preview"
          role="region"
          className={`min-h-80 overflow-auto rounded-sm border border-zinc-800 bg-black p-4 ${SIZES[size].preview} ${mode === 'preview' ? '' : 'hidden lg:block'}`}
        >
          <p className="mb-3 text-xs font-black uppercase tracking-[0.3em] text-zinc-400">Preview</p>
          {preview(value)}
        </div>
      </div>
    </section>
  );
}
