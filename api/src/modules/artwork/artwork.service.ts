import { Injectable, NotFoundException } from '@nestjs/common';
import {
  articleArtworkSeed,
  artistArtworkSeed,
  artworkVersion,
  type ArtworkKind,
  releaseArtworkSeed,
} from '../../shared/domain/artwork';
import { ArticlesStore } from '../articles/articles.store';
import { ArtistsStore } from '../artists/artists.store';
import { ReleasesStore } from '../releases/releases.store';
import { drawArticleCover } from './draw/article-cover';
import { drawArtistPortrait } from './draw/artist-portrait';
import { drawReleaseCover } from './draw/release-cover';

export interface Artwork {
  svg: string;
  /** The version of the drawing the item's fields give today. */
  version: string;
}

const NOUN: Record<ArtworkKind, string> = { articles: 'Article', artists: 'Artist', releases: 'Release' };

/**
 * Draws an item's artwork from its current fields; the drawing itself needs
 * nothing else. Articles and artists are drawn only while published, as the
 * public reads show them: a draft's cover would tell that the unpublished id
 * exists, and its version follows the title. One narrow primary-key read per
 * request; browsers and proxies keep the versioned answer (see the
 * controller), so few requests get this far.
 */
@Injectable()
export class ArtworkService {
  constructor(
    private readonly articles: ArticlesStore,
    private readonly artists: ArtistsStore,
    private readonly releases: ReleasesStore,
  ) {}

  async draw(kind: ArtworkKind, id: number): Promise<Artwork> {
    switch (kind) {
      case 'articles': {
        const article = this.found(kind, id, await this.articles.publishedArtworkSource(id));
        const source = { id, title: article.title, category: article.category };
        return { svg: drawArticleCover(source), version: artworkVersion(articleArtworkSeed(source)) };
      }
      case 'artists': {
        const artist = this.found(kind, id, await this.artists.publishedArtworkSource(id));
        const source = { id, name: artist.name, genre: artist.genre };
        return { svg: drawArtistPortrait(source), version: artworkVersion(artistArtworkSeed(source)) };
      }
      case 'releases': {
        const release = this.found(kind, id, await this.releases.findById(id));
        const source = { id, title: release.title, artist: release.artist, type: release.type };
        return { svg: drawReleaseCover(source), version: artworkVersion(releaseArtworkSeed(source)) };
      }
    }
  }

  private found<T>(kind: ArtworkKind, id: number, row: T | null): T {
    if (!row) throw new NotFoundException(`${NOUN[kind]} ${id} was not found.`);
    return row;
  }
}
