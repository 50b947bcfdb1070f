import type { ArticleCard } from '@api/shared/contracts/content';
import { countOf } from '@api/shared/domain/plural';

/** A card that may lead a story told by several outlets (lists grouped by story name the others). */
type StoryCardLike = Pick<ArticleCard, 'storySize'> & { otherSources?: string[] };

/** "3 sources · Also in XXL, Complex"; null for a story of one, which says nothing. */
export function storySourcesLabel(card: StoryCardLike): string | null {
  if (card.storySize <= 1) return null;
  const others = card.otherSources ?? [];
  const sources = countOf(card.storySize, 'source');
  return others.length > 0 ? `${sources} · Also in ${others.join(', ')}` : sources;
}

/** How many outlets reported the story a card leads, and which others: nothing for a story of one. */
export function StorySources({ card, className = '' }: { card: StoryCardLike; className?: string }) {
  const label = storySourcesLabel(card);
  if (!label) return null;
  return <p className={`text-xs font-bold uppercase tracking-wider text-yellow-300 ${className}`}>{label}</p>;
}
