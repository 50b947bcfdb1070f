import { useMemo, useState, type FormEvent } from 'react';
import type { NewsletterView } from '@api/shared/contracts/admin';
import { primaryButton } from '../../../../components/ui/styles';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/api-error';
import { useSaveNewsletter } from '../../api/newsletters';
import { EmailPreview } from './email-preview';
import { PersonalDigestPanel } from './personal-digest-panel';
import { SendPanel } from './send-panel';
import { TestSendForm } from './test-send-form';

const field = 'w-full rounded-sm border border-zinc-600 bg-zinc-900 px-3 py-2 text-white';

/**
 * Compose (markdown, under the same rules as articles) with the email's true
 * preview beside it; once saved, test it and send it.
 */
export function NewsletterEditor({
  newsletter,
  onSaved,
}: {
  newsletter: NewsletterView | null;
  onSaved: (saved: NewsletterView) => void;
}) {
  const [title, setTitle] = useState(newsletter?.title ?? '');
  const [description, setDescription] = useState(newsletter?.description ?? '');
  const [content, setContent] = useState(newsletter?.content ?? '');
  const wasDraft = newsletter !== null && newsletter.publishedAt === null;
  const [keepAsDraft, setKeepAsDraft] = useState(wasDraft);
  const alreadyOut = newsletter !== null && !['draft', 'cancelled'].includes(newsletter.status);
  const save = useSaveNewsletter(newsletter?.id ?? null);
  const draft = useMemo(() => ({ title, description, content }), [title, description, content]);
  const unsaved =
    !newsletter ||
    newsletter.title !== title ||
    newsletter.description !== description ||
    newsletter.content !== content ||
    keepAsDraft !== wasDraft;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...draft, draft: keepAsDraft },
      {
        onSuccess: (saved) => {
          toast({ title: 'Saved', description: `"${saved.title}" is saved.` });
          onSaved(saved);
        },
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'Could not save.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <form onSubmit={submit} className="space-y-3" aria-label="Compose newsletter">
            <label className="block text-sm font-bold text-zinc-100">
              Title (the email's subject)
              <input value={title} onChange={(event) => setTitle(event.target.value)} className={field} required />
            </label>
            <label className="block text-sm font-bold text-zinc-100">
              Description (the inbox preview line)
              <textarea
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                className={field}
                rows={2}
                required
              />
            </label>
            <label className="block text-sm font-bold text-zinc-100">
              Content (markdown)
              <textarea
                value={content}
                onChange={(event) => setContent(event.target.value)}
                className={`${field} font-mono text-sm`}
                rows={16}
                required
              />
            </label>
            {!alreadyOut && (
              <label className="flex items-center gap-2 text-sm text-zinc-100">
                <input
                  type="checkbox"
                  checked={keepAsDraft}
                  onChange={(event) => setKeepAsDraft(event.target.checked)}
                  className="h-4 w-4 accent-yellow-400"
                />
                Draft: keep it off the public archive until it is sent
              </label>
            )}
            <button type="submit" className={primaryButton} disabled={save.isPending || !unsaved}>
              {save.isPending ? 'Saving...' : newsletter ? 'Save changes' : 'Save newsletter'}
            </button>
          </form>
          {newsletter && !unsaved && (
            <>
              <TestSendForm newsletterId={newsletter.id} />
              <SendPanel newsletter={newsletter} />
            </>
          )}
          {newsletter && unsaved && <p className="text-sm text-zinc-300">Save your changes to test or send them.</p>}
        </div>
        <EmailPreview draft={draft} />
      </div>
      {newsletter && <PersonalDigestPanel newsletterId={newsletter.id} sent={newsletter.status === 'sent'} />}
    </div>
  );
}
