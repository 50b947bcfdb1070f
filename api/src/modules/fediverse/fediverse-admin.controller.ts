import { Get, Param } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { StoryFediverseView } from '../../shared/contracts/fediverse';
import { PUBLICATION_HANDLE } from '../../shared/domain/fediverse-handle';
import { DeskController } from '../auth/desk-controller.decorator';
import { FediverseFollowersStore } from './fediverse-followers.store';
import { FediverseReactionsStore } from './fediverse-reactions.store';

/** The likes and replies a story drew on the fediverse: counted for the desk, never shown publicly. */
@DeskController('admin/stories', 'author')
export class FediverseAdminController {
  constructor(
    private readonly reactions: FediverseReactionsStore,
    private readonly followers: FediverseFollowersStore,
  ) {}

  /** GET /api/admin/stories/:id/fediverse; a story nobody reacted to reads zero. */
  @Get(':id/fediverse')
  async storyReactions(@Param('id', ParseIdPipe) storyId: number): Promise<StoryFediverseView> {
    const counts = await this.reactions.countsFor(storyId);
    return { storyId, ...counts, publicationFollowers: await this.followers.count(PUBLICATION_HANDLE) };
  }
}
