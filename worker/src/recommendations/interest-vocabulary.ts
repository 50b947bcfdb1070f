import type { ArticleCategory } from '@api/shared/domain/categories';

/**
 * How the preference choices of spec section 9 show up in articles. Article
 * categories are coarse (BREAKING, CULTURE, FEATURE, REVIEW), so most choices
 * are recognised by words in the headline, tags and text as well.
 */
export interface CategoryRule {
  articleCategories: ArticleCategory[];
  keywords: string[];
}

export const CATEGORY_RULES: Record<string, CategoryRule> = {
  'News & Updates': { articleCategories: ['BREAKING'], keywords: ['news', 'announces', 'announced', 'update'] },
  'Artist Spotlights': { articleCategories: ['FEATURE'], keywords: ['spotlight', 'profile', 'artist to watch'] },
  'New Releases': {
    articleCategories: [],
    keywords: [
      'new album',
      'new single',
      'new music',
      'release',
      'releases',
      'released',
      'drops',
      'mixtape',
      'ep',
      'tracklist',
    ],
  },
  Interviews: {
    articleCategories: [],
    keywords: ['interview', 'interviews', 'talks', 'sits down', 'conversation', 'q&a'],
  },
  'Culture & Lifestyle': { articleCategories: ['CULTURE'], keywords: ['culture', 'lifestyle'] },
  'Album Reviews': { articleCategories: ['REVIEW'], keywords: ['review', 'reviews', 'album review'] },
  Events: { articleCategories: [], keywords: ['tour', 'festival', 'concert', 'tickets', 'event', 'events'] },
  'Business & Industry': {
    articleCategories: [],
    keywords: [
      'label',
      'record deal',
      'industry',
      'business',
      'royalties',
      'signs',
      'signed',
      'contract',
      'lawsuit',
      'streaming deal',
    ],
  },
};

export const TOPIC_KEYWORDS: Record<string, string[]> = {
  // Not '808': drill, Miami bass and most of rap share the drum machine; only the word names the genre.
  'Trap Music': ['trap', 'trap music', 'trap beats'],
  'Old School Hip-Hop': ['old school', 'old-school', 'golden age', 'boom bap', 'boom-bap', '90s', '1990s'],
  'Underground Artists': ['underground', 'independent', 'indie'],
  'Mainstream Rap': ['mainstream', 'billboard', 'platinum', 'hot 100', 'chart-topping', 'number one'],
  'R&B Crossover': ['r&b', 'rnb', 'r and b', 'crossover'],
  'Producer Spotlights': ['producer', 'producers', 'production', 'beatmaker', 'beats', 'produced'],
  'Fashion & Style': ['fashion', 'style', 'streetwear', 'sneaker', 'sneakers', 'clothing', 'runway'],
  'Social Issues': [
    'social justice',
    'justice',
    'activism',
    'activist',
    'protest',
    'community',
    'political',
    'politics',
  ],
  Collaborations: [
    'collab',
    'collaboration',
    'collaborations',
    'featuring',
    'feat.',
    'joint album',
    'teams up',
    'team up',
  ],
  'Emerging Artists': ['emerging', 'rising', 'newcomer', 'breakout', 'up-and-coming', 'debut'],
  'Classic Albums': ['classic', 'classic album', 'anniversary', 'retrospective', 'landmark'],
  'Live Performances': ['live', 'performance', 'performances', 'concert', 'tour', 'festival', 'stage'],
};

/**
 * Genres a topic is not, though they share its sound: an article whose headline
 * or tags name one of them matches the topic only when its headline names the
 * topic too (a UK drill review that says 'trap' in passing is not trap).
 */
export const TOPIC_NEIGHBOURS: Record<string, string[]> = {
  'Trap Music': ['drill', 'uk drill', 'grime', 'miami bass', 'jersey club', 'phonk'],
  'Old School Hip-Hop': ['trap', 'drill'],
};

/** Content formats that the article's own numbers tell; the rest are recognised by words. */
export const CONTENT_TYPE_KEYWORDS: Record<string, string[]> = {
  'Breaking News': ['breaking'],
  'Long-form Articles': ['long read', 'deep dive', 'longform', 'long-form'],
  'Quick Reads': [],
  'Photo Stories': ['photo', 'photos', 'gallery', 'photographer', 'photoshoot', 'pictures'],
  'Video Content': ['video', 'music video', 'visual', 'visuals', 'documentary'],
  'Podcast Features': ['podcast', 'episode'],
  'Chart Analysis': ['chart', 'charts', 'billboard', 'hot 100', 'streams', 'first-week', 'first week', 'sales'],
  'Historical Pieces': ['history', 'historical', 'anniversary', 'retrospective', 'legacy', 'years ago', 'throwback'],
};

/** Above this many words an article reads as long-form. */
export const LONG_FORM_MIN_WORDS = 1_000;
/** At or under this many minutes an article is a quick read (the spec's 'Quick Reads' label). */
export const QUICK_READ_MAX_MINUTES = 3;
