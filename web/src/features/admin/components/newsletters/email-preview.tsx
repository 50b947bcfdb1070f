import { useEffect, useState } from 'react';
import type { NewsletterPreview } from '@api/shared/contracts/newsletters';
import { errorMessage } from '../../../../lib/api-error';
import { fetchPreview, type NewsletterDraft } from '../../api/newsletters';
import { useColumnWidth } from './use-column-width';

const WIDTHS = { desktop: 640, phone: 375 } as const;
type PreviewWidth = keyof typeof WIDTHS;
const DEBOUNCE_MS = 400;
const FRAME_HEIGHT = 640;

/**
 * The email exactly as the worker renders it (the server's React Email HTML),
 * in a sandboxed frame with no script, form or same-origin rights, at a
 * desktop or a phone width. It follows the editor, a moment after typing stops.
 */
export function EmailPreview({ draft }: { draft: NewsletterDraft }) {
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ready = draft.title.trim() !== '' && draft.content.trim() !== '';
  const [measure, available] = useColumnWidth();
  const scale = available && available < WIDTHS[width] ? available / WIDTHS[width] : 1;

  useEffect(() => {
    if (!ready) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchPreview(draft)
        .then((answer) => {
          if (!current) return;
          setPreview(answer);
          setError(null);
        })
        .catch((failure: unknown) => current && setError(errorMessage(failure, 'Could not render the preview.')));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft, ready]);

  return (
    <section aria-labelledby="email-preview-title" className="rounded-sm border border-zinc-700 bg-zinc-950 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="email-preview-title" className="font-display text-xl font-black uppercase text-white">
          Email preview
        </h2>
        <div role="group" aria-label="Preview width" className="flex gap-2">
          {(Object.keys(WIDTHS) as PreviewWidth[]).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
              className={`rounded-sm border px-3 py-1 text-xs font-black uppercase ${
                width === option ? 'border-yellow-400 text-yellow-300' : 'border-zinc-600 text-zinc-200'
              }`}
            >
              {option === 'desktop' ? 'Desktop' : 'Phone'}
            </button>
          ))}
        </div>
      </div>
      {preview && (
        <p className="mt-2 text-sm text-zinc-300">
          Subject: <span className="font-bold text-white">{preview.subject}</span> · shown with the sample name Alex
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      )}
      {!ready ? (
        <p className="mt-4 text-zinc-300">Write a title and some content to see the email.</p>
      ) : (
        <div className="mt-4 rounded-sm bg-zinc-100 p-2">
          {scale < 1 && (
            <p className="mb-2 text-xs text-zinc-700">
              Shown at {Math.round(scale * 100)}% to fit: the email itself is {WIDTHS[width]} px wide.
            </p>
          )}
          <div ref={measure} style={{ height: FRAME_HEIGHT * scale }} className="overflow-hidden">
            <iframe
              title={`Email preview, ${width} width`}
              data-testid="email-preview"
              sandbox=""
              srcDoc={preview?.html ?? ''}
              style={{
                width: WIDTHS[width],
                height: FRAME_HEIGHT,
                transform: scale < 1 ? `scale(${scale})` : undefined,
                transformOrigin: 'top left',
              }}
              className={`block border-0 bg-white ${scale < 1 ? '' : 'mx-auto'}`}
            />
          </div>
        </div>
      )}
    </section>
  );
}
