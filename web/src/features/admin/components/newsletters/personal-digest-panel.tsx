import { usePersonalPreview } from '../../api/personal-digest';
import { ClickThroughStats } from './click-through-stats';
import { SampleReaders } from './sample-readers';
import { SentCopyLookup } from './sent-copy-lookup';

/**
 * The weekly digest is written for each reader: the editor's core plus each
 * reader's own picks. This shows it as three sample readers get it, then,
 * once sent, how picks and core are clicked and any recipient's kept copy.
 * Nothing shows for a newsletter that is the same for everyone.
 */
export function PersonalDigestPanel({ newsletterId, sent }: { newsletterId: number; sent: boolean }) {
  const preview = usePersonalPreview(newsletterId);
  if (preview.isPending || preview.isError || !preview.data.personal) return null;
  return (
    <section
      aria-labelledby="personal-digest-title"
      className="space-y-6 rounded-sm border border-zinc-700 bg-zinc-950 p-4"
    >
      <div>
        <h2 id="personal-digest-title" className="font-display text-xl font-black uppercase text-white">
          Written for each reader
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-zinc-300">
          Every recipient gets your stories above, then up to five picks of their own from the artists they follow, the
          categories they read and chose, and what they read, each with a line saying why. Readers without signals get
          the week&apos;s most-read stories.
        </p>
      </div>
      <SampleReaders samples={preview.data.samples} />
      {sent && <ClickThroughStats newsletterId={newsletterId} />}
      {sent && <SentCopyLookup newsletterId={newsletterId} />}
    </section>
  );
}
