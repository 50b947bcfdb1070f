/**
 * A review body using most of what the editor writes (bold, a heading, a link, a list, a quote, a
 * table): the API's one-body spec and the browser's one-body spec send the same text, so both
 * judge the same rendering.
 */
export const REVIEW_MARKDOWN = [
  '**Rating: 8 / 10**',
  '',
  '## The sound',
  '',
  'Warm *tape* hiss and a [short film](https://films.example/tape).',
  '',
  '- Side A',
  '- Side B',
  '',
  '> Best record of the winter.',
  '',
  '| Track | Length |',
  '| --- | --- |',
  '| Cruise Night | 3:12 |',
].join('\n');
