import type { KeysetPage } from '../../http/keyset-cursor';
import type { ArticleCard } from '../../shared/contracts/content';
import { toArticleCardOf } from './article-view';
import type { ArticlesService } from './articles.service';
import type { ArticleListQueryDto } from './dto/article-list-query.dto';

/** One page of the public story list as cards: GET /api/articles and the list pages both read it here. */
export async function articleCardPage(
  articles: ArticlesService,
  query: Omit<ArticleListQueryDto, 'view'>,
): Promise<KeysetPage<ArticleCard>> {
  const page = await articles.listPage(query);
  return { ...page, items: page.items.map(toArticleCardOf) };
}
