import { ghostButton, secondaryButton } from '../../../../components/ui/styles';
import { editorInput } from '../story-editor/editor-field';
import { linkProblem, type LinkRow } from './artist-draft';

/** The platforms offered first; any other name may be typed. */
const SUGGESTED_PLATFORMS = ['instagram', 'x', 'tiktok', 'youtube', 'spotify', 'apple music', 'soundcloud', 'website'];

/** An artist's social and streaming profiles, one row per platform, each checked as it is typed. */
export function SocialLinksField({ rows, onChange }: { rows: LinkRow[]; onChange: (rows: LinkRow[]) => void }) {
  const edit = (index: number, changes: Partial<LinkRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...changes } : row)));
  return (
    <fieldset className="space-y-3 rounded-sm border border-zinc-800 p-3">
      <legend className="px-1 text-xs font-black uppercase tracking-wider text-zinc-300">Links</legend>
      <datalist id="link-platforms">
        {SUGGESTED_PLATFORMS.map((platform) => (
          <option key={platform} value={platform} />
        ))}
      </datalist>
      {rows.length === 0 && <p className="text-sm text-zinc-400">No links yet: add their socials and streaming.</p>}
      {rows.map((row, index) => {
        const problem = linkProblem(row);
        return (
          <div key={index} className="grid gap-2 sm:grid-cols-[9rem_minmax(0,1fr)_auto]">
            <input
              aria-label={`Platform of link ${index + 1}`}
              list="link-platforms"
              value={row.platform}
              placeholder="instagram"
              onChange={(event) => edit(index, { platform: event.target.value })}
              className={editorInput}
            />
            <input
              aria-label={`Address of link ${index + 1}`}
              type="url"
              value={row.url}
              placeholder="https://"
              aria-invalid={problem !== ''}
              onChange={(event) => edit(index, { url: event.target.value })}
              className={editorInput}
            />
            <button
              type="button"
              className={`${ghostButton} !px-2`}
              aria-label={`Remove link ${index + 1}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              Remove
            </button>
            {problem && <p className="text-xs text-red-300 sm:col-span-3">{problem}</p>}
          </div>
        );
      })}
      <button
        type="button"
        className={`${secondaryButton} !py-1 text-xs`}
        onClick={() => onChange([...rows, { platform: '', url: '' }])}
      >
        Add a link
      </button>
    </fieldset>
  );
}
