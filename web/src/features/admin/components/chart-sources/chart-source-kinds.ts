import type { ChartSourceKind } from '@api/shared/contracts/charts';

/** Each kind of chart source as the admin's form offers it: a name, where its address usually is, and whether it needs a mapping. */
export const CHART_SOURCE_KIND_CHOICES: { kind: ChartSourceKind; label: string; example: string; mapped: boolean }[] = [
  {
    kind: 'apple-music',
    label: 'Apple Music most played',
    example: 'https://rss.applemarketingtools.com/api/v2/us/music/most-played/100/songs.json',
    mapped: false,
  },
  {
    kind: 'lastfm',
    label: 'Last.fm hip-hop tag',
    example: 'https://ws.audioscrobbler.com/2.0/?method=tag.gettoptracks&tag=hip-hop&format=json&limit=100',
    mapped: false,
  },
  { kind: 'json', label: 'Any JSON chart', example: 'https://charts.example.com/week.json', mapped: true },
  { kind: 'csv', label: 'Any CSV chart', example: 'https://charts.example.com/week.csv', mapped: true },
];

export function kindLabel(kind: ChartSourceKind): string {
  return CHART_SOURCE_KIND_CHOICES.find((choice) => choice.kind === kind)?.label ?? kind;
}
