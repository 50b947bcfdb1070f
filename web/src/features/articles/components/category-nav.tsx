import { Link } from 'wouter';
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS, type ArticleCategory } from '@api/shared/domain/categories';
import { categoryPath } from '../../../lib/paths';

/** Everything, then one link per category page; the current one is marked. */
export function CategoryNav({ current }: { current: ArticleCategory | null }) {
  const options: (ArticleCategory | null)[] = [null, ...ARTICLE_CATEGORIES];
  return (
    <nav aria-label="Categories" className="mt-5 flex flex-wrap gap-2">
      {options.map((option) => {
        const active = option === current;
        return (
          <Link
            key={option ?? 'all'}
            href={option ? categoryPath(option) : '/articles'}
            aria-current={active ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-xs font-black uppercase tracking-wider focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-400 ${active ? 'border-yellow-400 bg-yellow-400 text-black' : 'border-zinc-600 text-zinc-200 hover:border-yellow-400 hover:text-yellow-300'}`}
          >
            {option ? ARTICLE_CATEGORY_LABELS[option] : 'Everything'}
          </Link>
        );
      })}
    </nav>
  );
}
