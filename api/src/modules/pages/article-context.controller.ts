import { Controller, Get, Param } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { ArticleContextView } from '../../shared/contracts/article-context';
import { toArticleView } from '../articles/article-view';
import { ArticlesService } from '../articles/articles.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import { ArticleContext } from './article-context';
import { ARTICLE_RELATED_TABLES } from '../../shared/contracts/artist-story-tables';

/** The article page's surroundings as JSON, for a browser that arrives at an article by a link in the app. */
@Controller('articles')
export class ArticleContextController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly context: ArticleContext,
  ) {}

  @CachedRead({ tables: ARTICLE_RELATED_TABLES })
  @Get(':id/context')
  async of(@Param('id', ParseIdPipe) id: number): Promise<ArticleContextView> {
    return this.context.of(toArticleView(await this.articles.findOne(id)));
  }
}
