import { useRef, useState } from 'react';
import { ownOriginPicture } from '@api/shared/domain/picture-variants';
import { safeImageUrl } from '@api/shared/domain/safe-url';
import { secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { uploadPicture } from '../../api/story-editor';
import { EditorField, editorInput } from '../story-editor/editor-field';

/**
 * A picture by its address, or uploaded from this computer: an upload is
 * stored by the site and its full address put in the field (the API takes
 * absolute http(s) addresses only). A preview shows what readers will get.
 */
export function PictureField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = safeImageUrl(value);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const stored = await uploadPicture(file);
      onChange(new URL(stored.url, window.location.origin).href);
    } catch (failure) {
      setError(errorMessage(failure, 'The picture could not be uploaded. Try again.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <EditorField id={id} label={label} hint={error ? <span className="text-red-300">{error}</span> : undefined}>
      <div className="flex gap-3">
        {shown ? (
          <img src={ownOriginPicture(shown, 320)} alt="" className="h-20 w-20 shrink-0 rounded-sm object-cover" />
        ) : (
          <div className="flex h-20 w-20 shrink-0 items-center justify-center rounded-sm bg-zinc-800 text-xs text-zinc-400">
            No picture
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <input
            id={id}
            type="url"
            value={value}
            placeholder="https://"
            onChange={(event) => onChange(event.target.value)}
            className={editorInput}
          />
          <button
            type="button"
            className={`${secondaryButton} !py-1 text-xs`}
            disabled={uploading}
            onClick={() => picker.current?.click()}
          >
            {uploading ? 'Uploading…' : 'Upload a picture'}
          </button>
          <input
            ref={picker}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            className="hidden"
            aria-label={`Choose a file for ${label}`}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </div>
    </EditorField>
  );
}
