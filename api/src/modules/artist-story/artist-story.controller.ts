import { Controller, Get, Param } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { ArtistStoryView } from '../../shared/contracts/artist-story';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import { ArtistStoryService } from './artist-story.service';
import { ARTIST_STORY_TABLES, upcomingClockKey } from '../../shared/contracts/artist-story-tables';

@Controller('artists')
export class ArtistStoryController {
  constructor(private readonly stories: ArtistStoryService) {}

  // "Upcoming" depends on the clock as well as the tables: the hour is part of the key.
  @CachedRead({ tables: ARTIST_STORY_TABLES, keySuffix: upcomingClockKey })
  @Get(':id/story')
  story(@Param('id', ParseIdPipe) id: number): Promise<ArtistStoryView> {
    return this.stories.artistStory(id);
  }
}
