import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS } from '@api/shared/domain/categories';
import type { ArticleCategory } from '@api/shared/domain/categories';
import { FilterChips } from '../../../components/ui/filter-chips';
import { categoryPath } from '../../../lib/paths';

/** Everything, then one link per category page; the current one is marked. */
export function CategoryNav({ current }: { current: ArticleCategory | null }) {
  return (
    <FilterChips
      label="Categories"
      options={ARTICLE_CATEGORIES}
      current={current}
      hrefOf={(option) => (option ? categoryPath(option) : '/articles')}
      labelOf={(option) => ARTICLE_CATEGORY_LABELS[option]}
    />
  );
}
