import { Injectable } from '@nestjs/common';
import type { WelcomeHighlights } from '@api/mail/templates/welcome-email';
import { ArticleSummariesStore } from '@api/modules/articles/article-summaries.store';
import { ArtistSpotlightsStore } from '@api/modules/artists/artist-spotlights.store';
import { currentIsoWeek } from '@api/shared/domain/iso-week';
import { PicturesStore } from '@api/modules/pictures/pictures.store';
import { remotePictureHashes, storyPictureUrl } from '@api/shared/domain/story-picture';

/** Stories a welcome shows: enough to start reading, few enough to read on a phone. */
const WELCOME_STORIES = 3;

/** What a new reader's welcome shows of the site today: this week's spotlight and the latest stories. */
@Injectable()
export class WelcomeHighlightsReader {
  constructor(
    private readonly spotlights: ArtistSpotlightsStore,
    private readonly summaries: ArticleSummariesStore,
    private readonly pictures: PicturesStore,
  ) {}

  async read(siteUrl: string, now = new Date()): Promise<WelcomeHighlights> {
    const [spotlight, stories] = await Promise.all([
      this.spotlights.spotlightOf(currentIsoWeek(now)),
      this.summaries.publishedBetween(new Date(0), now, WELCOME_STORIES),
    ]);
    const readyPictures = await this.pictures.readyAmong(remotePictureHashes(stories));
    return {
      spotlight: spotlight.map((artist) => ({
        name: artist.name,
        genre: artist.genre,
        url: `${siteUrl}/artists/${artist.id}`,
      })),
      stories: stories.map((story) => ({
        title: story.title,
        url: `${siteUrl}/article/${story.id}`,
        pictureUrl: storyPictureUrl(story, siteUrl, readyPictures),
      })),
    };
  }
}
