import { Controller, Get, Param } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { ArticleRelatedView } from '../../shared/contracts/artist-story';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import { ArtistStoryService } from './artist-story.service';
import { ARTICLE_RELATED_TABLES } from '../../shared/contracts/artist-story-tables';

@Controller('articles')
export class ArticleRelatedController {
  constructor(private readonly stories: ArtistStoryService) {}

  @CachedRead({ tables: ARTICLE_RELATED_TABLES })
  @Get(':id/related')
  related(@Param('id', ParseIdPipe) id: number): Promise<ArticleRelatedView> {
    return this.stories.articleRelated(id);
  }
}
