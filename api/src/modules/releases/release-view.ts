import { isoDate } from '../../http/iso-date';
import type { ReleaseView } from '../../shared/contracts/content';
import type { Release } from './release.entity';

export function toReleaseView(release: Release): ReleaseView {
  return {
    id: release.id,
    title: release.title,
    artist: release.artist,
    linkUrl: release.linkUrl,
    source: release.source,
    type: release.type,
    imageUrl: release.imageUrl,
    releaseDate: isoDate(release.releaseDate),
    artistId: release.artistId,
    createdAt: isoDate(release.createdAt),
  };
}
