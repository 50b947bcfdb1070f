import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS, type ArticleCategory } from '@api/shared/domain/categories';
import type { SubscriberPreferencesView } from '@api/shared/contracts/subscriber-preferences';
import { primaryButton } from '../../../components/ui/styles';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentHead } from '../../../lib/document-head';
import { useSaveSubscriberPreferences, useSubscriberPreferences } from '../api/subscriber-preferences';
import { useVisitorSessionId } from '../../follows/api/use-visitor-session-id';
import { recognitionKeys } from '../../recognition/api/recognition';
import { recogniseBrowser } from '../../recognition/api/recognise-browser';
import { RecognisedAs } from '../../recognition/components/recognised-as';
import { BackToSiteLink } from './back-to-site-link';
import { ArtistPicker, type PickedArtist } from './artist-picker';
import { PreferencesLinkRequestForm } from './email-link-request-form';
import { LinkFailure } from './link-failure';
import { LinkPageCard } from './link-page-card';
import { LinkSuccess } from './link-success';
import { useLinkToken } from './use-link-token';

/**
 * /newsletter/preferences?token=…, linked from the foot of every email: what
 * the subscriber gets. Opening the link recognises the browser too, so the
 * page opens without a token afterwards (the server reads the cookie).
 */
export default function NewsletterPreferencesPage() {
  useDocumentHead('Newsletter preferences', 'Choose the artists you follow and what The Cypher sends you.');
  const token = useLinkToken();
  const preferences = useSubscriberPreferences(token);
  useRecognitionByLink(token);

  if (preferences.isError) {
    return (
      <LinkPageCard eyebrow="Newsletter" title="This link does not work">
        <LinkFailure token={token} error={preferences.error} />
        <PreferencesLinkRequestForm />
        <p>Not on the list yet? Subscribe from the home page and your first email brings a preferences link with it.</p>
        <div className="flex flex-wrap gap-3">
          <BackToSiteLink />
        </div>
      </LinkPageCard>
    );
  }
  if (preferences.isPending) {
    return (
      <LinkPageCard eyebrow="Newsletter" title="Your preferences">
        <p role="status">Loading your preferences…</p>
      </LinkPageCard>
    );
  }
  return <PreferencesForm token={token} saved={preferences.data} />;
}

/** The preferences link's token recognises this browser as the subscriber; a refused one changes nothing here. */
function useRecognitionByLink(token: string) {
  const sessionId = useVisitorSessionId();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || sessionId === null) return;
    void recogniseBrowser(token, sessionId).then(
      (answer) => queryClient.setQueryData(recognitionKeys.browser(sessionId), answer),
      () => undefined,
    );
  }, [token, sessionId, queryClient]);
}

function PreferencesForm({ token, saved }: { token: string; saved: SubscriberPreferencesView }) {
  const save = useSaveSubscriberPreferences(token);
  const [artists, setArtists] = useState<PickedArtist[]>(saved.followedArtists);
  const [categories, setCategories] = useState<ArticleCategory[]>(saved.categories);
  const [alerts, setAlerts] = useState(saved.alerts);

  const toggleCategory = (category: ArticleCategory) =>
    setCategories((current) =>
      current.includes(category) ? current.filter((other) => other !== category) : [...current, category],
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ follows: artists.map((artist) => artist.artistId), categories, alerts });
  };

  return (
    <LinkPageCard eyebrow="Newsletter" title="Your preferences">
      <RecognisedAs />
      <p>
        Choices for <strong className="text-white">{saved.email}</strong>. They shape what we send you; you can change
        them from any of our emails.
      </p>
      <form onSubmit={onSubmit} className="space-y-6">
        <fieldset>
          <legend className="font-display text-xl font-black uppercase text-white">Artists you follow</legend>
          <div className="mt-3">
            <ArtistPicker picked={artists} onChange={setArtists} />
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-display text-xl font-black uppercase text-white">Categories</legend>
          <p className="mt-1 text-sm text-zinc-300">None ticked means all of them.</p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            {ARTICLE_CATEGORIES.map((category) => (
              <label key={category} className="flex items-center gap-2 text-sm font-bold text-white">
                <input
                  type="checkbox"
                  checked={categories.includes(category)}
                  onChange={() => toggleCategory(category)}
                  className="h-4 w-4 accent-yellow-400"
                />
                {ARTICLE_CATEGORY_LABELS[category]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-display text-xl font-black uppercase text-white">How often</legend>
          <div className="mt-3 space-y-2">
            <label className="flex items-start gap-2 text-sm text-white">
              <input
                type="radio"
                name="frequency"
                checked={!alerts}
                onChange={() => setAlerts(false)}
                className="mt-1 h-4 w-4 accent-yellow-400"
              />
              <span>
                <strong>Weekly digest only</strong>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm text-white">
              <input
                type="radio"
                name="frequency"
                checked={alerts}
                onChange={() => setAlerts(true)}
                className="mt-1 h-4 w-4 accent-yellow-400"
              />
              <span>
                <strong>Weekly digest plus new-drop alerts</strong>
                <span className="block text-zinc-300">An email when an artist you follow drops a release.</span>
              </span>
            </label>
          </div>
        </fieldset>
        {save.isSuccess && <LinkSuccess>Saved. Your next email follows these choices.</LinkSuccess>}
        {save.isError && (
          <p role="alert" className="font-bold text-red-300">
            {errorMessage(save.error, 'Your choices could not be saved. Please try again.')}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save preferences'}
          </button>
          <BackToSiteLink />
        </div>
      </form>
    </LinkPageCard>
  );
}
