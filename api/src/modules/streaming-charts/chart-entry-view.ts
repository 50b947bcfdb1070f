import { isoDate } from '../../http/iso-date';
import type { ChartEntryView } from '../../shared/contracts/content';
import type { StreamingChart } from './streaming-chart.entity';

export function toChartEntryView(row: StreamingChart): ChartEntryView {
  return {
    id: row.id,
    songTitle: row.songTitle,
    artist: row.artist,
    album: row.album,
    position: row.position,
    previousPosition: row.previousPosition,
    isNew: row.isNew,
    imageUrl: row.imageUrl,
    spotifyUrl: row.spotifyUrl,
    appleMusicUrl: row.appleMusicUrl,
    youtubeUrl: row.youtubeUrl,
    genre: row.genre,
    updatedAt: isoDate(row.updatedAt),
  };
}
