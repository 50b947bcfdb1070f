import type { ArticleCategory } from '@api/shared/domain/categories';

/**
 * Keyword rules, strongest first. A review is a review even when it breaks
 * news; breaking news beats a feature. Everything else is culture.
 */
const RULES: { category: ArticleCategory; pattern: RegExp }[] = [
  {
    category: 'REVIEW',
    pattern: /\breview(s|ed)?\b|\brated\b|\bverdict\b|\b\d{1,2}(\.\d)?\s*\/\s*10\b|\bfirst listen\b/i,
  },
  {
    category: 'BREAKING',
    pattern:
      /\bbreaking\b|\bjust in\b|\barrest(ed)?\b|\bcharged\b|\bsentenced\b|\bindicted\b|\blawsuit\b|\bsues\b|\bdies\b|\bdead at\b|\bpasses away\b|\bpassed away\b|\bshooting\b|\bcancel(s|led)\b|\bannounces?\b|\bannounced\b|\bsurprise[- ]drops?\b/i,
  },
  {
    category: 'FEATURE',
    pattern:
      /\binterview\b|\bfeature\b|\bprofile\b|\bdeep dive\b|\bop-?ed\b|\bhistory of\b|\boral history\b|\bthe story of\b|\bhow .+ (built|changed|made)\b|\branking\b|\branked\b|\bbest .+ of (the )?(year|decade|all time)\b|\bessay\b|\bretrospective\b/i,
  },
];

export function classifyArticle(title: string, feedCategories: readonly string[]): ArticleCategory {
  const haystacks = [title, feedCategories.join(' | ')];
  for (const rule of RULES) {
    if (haystacks.some((text) => rule.pattern.test(text))) return rule.category;
  }
  return 'CULTURE';
}

const MAX_TAGS = 8;
const GENERIC_TAGS = /^(?:news|music|uncategori[sz]ed|hip[- ]?hop|rap|general|featured|home|top stories)$/i;

/** Feed categories and page keywords, de-duplicated case-insensitively, generic words dropped. */
export function pickTags(...sources: readonly (readonly string[])[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of sources.flat()) {
    const clean = tag.replace(/,/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 40);
    if (!clean || GENERIC_TAGS.test(clean)) continue;
    const key = clean.toLowerCase();
    if (!seen.has(key)) seen.set(key, clean);
  }
  return [...seen.values()].slice(0, MAX_TAGS);
}
