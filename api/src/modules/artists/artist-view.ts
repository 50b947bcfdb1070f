import { isoDate, isoDateOrNull } from '../../http/iso-date';
import type { ArtistCard, ArtistView } from '../../shared/contracts/content';
import { contentStatusOf } from '../../shared/domain/publication-status';
import type { Artist } from './artist.entity';

export function toArtistView(artist: Artist): ArtistView {
  return {
    id: artist.id,
    name: artist.name,
    genre: artist.genre,
    description: artist.description,
    aliases: artist.aliases ?? [],
    imageUrl: artist.imageUrl,
    musicbrainzId: artist.musicbrainzId,
    shortBio: artist.shortBio,
    fullBio: artist.fullBio,
    location: artist.location,
    socialLinks: artist.socialLinks,
    latestProject: artist.latestProject,
    latestProjectUrl: artist.latestProjectUrl,
    latestProjectImage: artist.latestProjectImage,
    scrapedAt: isoDateOrNull(artist.scrapedAt),
    sourceUrl: artist.sourceUrl,
    isSpotlighted: artist.isSpotlighted,
    spotlightedAt: isoDateOrNull(artist.spotlightedAt),
    spotlightWeek: artist.spotlightWeek,
    contentStatus: contentStatusOf(artist.status),
    status: artist.status,
    publishAt: isoDateOrNull(artist.publishAt),
    aiGenerated: artist.aiGenerated,
    createdAt: isoDate(artist.createdAt),
    updatedAt: isoDate(artist.updatedAt),
  };
}

/** An artist as a list shows it: the profile alone reads the full biography. */
export function toArtistCard(artist: Artist): ArtistCard {
  const { fullBio: _fullBio, ...card } = toArtistView(artist);
  return card;
}
