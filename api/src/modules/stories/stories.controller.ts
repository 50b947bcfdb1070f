import { Controller, Get, Param } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { StoryView } from '../../shared/contracts/stories';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import { StoriesService } from './stories.service';

/**
 * A story and the outlets that reported it. The answer is read from `articles`
 * alone (the story's title is its earliest published report's), and a story
 * gains or loses articles only by writes to that table, so its version is what
 * a kept answer depends on.
 */
@Controller('stories')
export class StoriesController {
  constructor(private readonly stories: StoriesService) {}

  /** GET /api/stories/:id */
  @CachedRead({ tables: ['articles'] })
  @Get(':id')
  findOne(@Param('id', ParseIdPipe) id: number): Promise<StoryView> {
    return this.stories.view(id);
  }
}
