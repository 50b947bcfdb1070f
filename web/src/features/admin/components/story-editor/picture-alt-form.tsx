import { useState } from 'react';
import { SubmitOrCancel } from '../../../../components/ui/submit-or-cancel';

export const ALT_REQUIRED_MESSAGE = 'Describe the picture: alt text is what readers who cannot see it get.';

/**
 * Asks what a pasted, dropped or picked picture shows before it goes into the
 * body: a picture without alt text is refused.
 */
export function PictureAltForm({
  fileName,
  busy,
  error,
  onInsert,
  onCancel,
}: {
  fileName: string;
  busy: boolean;
  error: string | null;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  const [alt, setAlt] = useState('');
  const [refused, setRefused] = useState(false);
  const message = refused ? ALT_REQUIRED_MESSAGE : error;
  return (
    <form
      aria-label="Picture alt text"
      className="rounded-sm border border-yellow-400/60 bg-zinc-950 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (alt.trim() === '') return setRefused(true);
        onInsert(alt.trim());
      }}
    >
      <label htmlFor="picture-alt" className="block text-sm font-bold text-white">
        Alt text for {fileName}
      </label>
      <input
        id="picture-alt"
        autoFocus
        value={alt}
        onChange={(event) => {
          setAlt(event.target.value);
          setRefused(false);
        }}
        placeholder="What the picture shows"
        aria-invalid={refused}
        aria-describedby={message ? 'picture-alt-error' : undefined}
        className="mt-2 w-full rounded-sm border border-zinc-700 bg-black px-3 py-2 text-sm text-white focus:border-yellow-400 focus:outline-none"
      />
      {message && (
        <p id="picture-alt-error" role="alert" className="mt-2 text-sm text-red-300">
          {message}
        </p>
      )}
      <SubmitOrCancel
        className="mt-3 flex gap-2"
        busy={busy}
        label="Insert picture"
        busyLabel="Uploading…"
        onCancel={onCancel}
      />
    </form>
  );
}
