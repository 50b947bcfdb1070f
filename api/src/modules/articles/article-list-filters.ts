import type { ArticleCategory } from '../../shared/domain/categories';

/** What narrows the public list: a category, a tag, some words, and whether each story shows once. */
export interface ArticleListFilters {
  category?: ArticleCategory;
  tag?: string;
  q?: string;
  group?: 'story';
}

/** The filters' conditions on the row named `alias`, with named parameters (see filterParameters). */
export function filterConditions(filters: ArticleListFilters, alias: string): string[] {
  const conditions: string[] = [];
  if (filters.category) conditions.push(`${alias}.category = :category`);
  if (filters.tag) {
    conditions.push(
      `EXISTS (SELECT 1 FROM unnest(string_to_array(${alias}.tags, ',')) AS tag WHERE lower(btrim(tag)) = lower(:tag))`,
    );
  }
  // The weighted search_vector and its GIN index, read as site search reads them, so every story is looked at.
  if (filters.q) conditions.push(`${alias}.search_vector @@ websearch_to_tsquery('english', :q)`);
  return conditions;
}

export function filterParameters(filters: ArticleListFilters): Record<string, string> {
  const parameters: Record<string, string> = {};
  if (filters.category) parameters.category = filters.category;
  if (filters.tag) parameters.tag = filters.tag;
  if (filters.q) parameters.q = filters.q;
  return parameters;
}
