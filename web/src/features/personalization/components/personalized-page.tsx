import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDocumentHead } from '../../../lib/document-head';
import { personalizationHeading } from '@api/shared/domain/ranking-models';
import { getSessionId } from '../../../lib/session-id';
import { useRecommendations } from '../api/recommendations';
import { FollowingList } from '../../follows/components/following-list';
import { RecognisedAs } from '../../recognition/components/recognised-as';
import { PreferencesTab } from './preferences-tab';
import { RecommendationsTab } from './recommendations-tab';

type TabKey = 'for-you' | 'preferences';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'for-you', label: 'For You' },
  { key: 'preferences', label: 'Preferences' },
];

/** /personalized (spec section 2): recommendations ('For You', the default) and the reader's preferences. */
export default function PersonalizedPage() {
  useDocumentHead('For You', 'Hip hop stories picked for you, and the preferences that shape them.');
  const [sessionId] = useState(getSessionId);
  // The same query as the For You tab (one request): the heading says 'AI' only when a model ranked the list.
  const recommendations = useRecommendations(sessionId);
  const [active, setActive] = useState<TabKey>('for-you');
  const baseId = useId();
  const tabRefs = useRef<Record<TabKey, HTMLButtonElement | null>>({ 'for-you': null, preferences: null });

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.key === active);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setActive(TABS[next].key);
    tabRefs.current[TABS[next].key]?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="border-b border-zinc-800 pb-6">
        <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-400">For You</p>
        <h1 className="mt-2 font-display text-4xl font-black uppercase leading-none tracking-tight text-white sm:text-6xl">
          {personalizationHeading((recommendations.data ?? []).map((item) => item.aiModel))}
        </h1>
        <p className="mt-3 max-w-2xl text-zinc-300">
          Stories picked for what you like to read. Tell us your tastes under Preferences, then refresh your picks.
        </p>
      </header>

      <div className="mt-6 space-y-4">
        <RecognisedAs />
        <FollowingList sessionId={sessionId} />
      </div>

      <div
        role="tablist"
        aria-label="Personalization"
        onKeyDown={onKeyDown}
        className="mt-6 flex gap-2 border-b border-zinc-800"
      >
        {TABS.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[tab.key] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.key)}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-black uppercase tracking-wider focus-visible:outline-2 focus-visible:outline-yellow-400 ${
                selected ? 'border-yellow-400 text-yellow-300' : 'border-transparent text-zinc-300 hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel-${active}`}
        aria-labelledby={`${baseId}-tab-${active}`}
        tabIndex={0}
        className="mt-8 focus-visible:outline-2 focus-visible:outline-yellow-400"
      >
        {active === 'for-you' ? <RecommendationsTab sessionId={sessionId} /> : <PreferencesTab sessionId={sessionId} />}
      </div>
    </div>
  );
}
