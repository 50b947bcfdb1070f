/** How a source is credited: the feed's own title, else its host without 'www.'. */
export function sourceNameOf(feedTitle: string | null | undefined, url: string): string {
  return feedTitle ?? new URL(url).hostname.replace(/^www\./, '');
}
