import type { KeysetPage } from '../../http/keyset-cursor';
import type { ArticleCard } from '../../shared/contracts/content';
import type { StoryCard } from '../../shared/contracts/stories';
import type { ArticlesService } from './articles.service';
import type { ArticleListQueryDto } from './dto/article-list-query.dto';

/**
 * One page of the public story list as cards: GET /api/articles and the list
 * pages both read it here. Grouped by story, each card is its story's lead and
 * names the story's other outlets.
 */
export async function articleCardPage(
  articles: ArticlesService,
  query: Omit<ArticleListQueryDto, 'view'>,
): Promise<KeysetPage<ArticleCard | StoryCard>> {
  const page = await articles.cardPage(query);
  const cards = page.items;
  if (query.group !== 'story') return page;
  const others = await articles.otherSources(cards);
  return { ...page, items: cards.map((card) => ({ ...card, otherSources: others.get(card.id) ?? [] })) };
}

/** A page of the list each story shows once in (?group=story): what the site's lists read. */
export async function storyCardPage(
  articles: ArticlesService,
  query: Omit<ArticleListQueryDto, 'view' | 'group'>,
): Promise<KeysetPage<StoryCard>> {
  return (await articleCardPage(articles, { ...query, group: 'story' })) as KeysetPage<StoryCard>;
}
