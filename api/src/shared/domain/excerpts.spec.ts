import { HOME_EXCERPT_LENGTH, cardExcerpts, excerptOf, homeExcerpt, listExcerpt, truncateAtWord } from './excerpts';

describe('excerpts', () => {
  it('removes # and * from the short markdown', () => {
    expect(homeExcerpt({ shortMd: '## The **return** of *boom bap*', excerpt: 'x' })).toBe('The return of boom bap');
  });

  it('keeps a text of exactly the limit whole and cuts one character more, adding ...', () => {
    const exact = 'a'.repeat(120);
    expect(homeExcerpt({ shortMd: exact })).toBe(exact);
    expect(homeExcerpt({ shortMd: exact + 'b' })).toBe(exact + '...');
    expect(listExcerpt({ shortMd: 'c'.repeat(151) })).toBe('c'.repeat(150) + '...');
    expect(listExcerpt({ shortMd: 'c'.repeat(150) })).toBe('c'.repeat(150));
  });

  it('counts the limit after the marks are removed', () => {
    expect(excerptOf({ shortMd: '#'.repeat(10) + 'd'.repeat(10) }, 10)).toBe('d'.repeat(10));
  });

  it('falls back to the excerpt when the short markdown is missing, blank or only marks', () => {
    expect(homeExcerpt({ shortMd: null, excerpt: 'Plain excerpt' })).toBe('Plain excerpt');
    expect(homeExcerpt({ shortMd: '   ', excerpt: 'Plain excerpt' })).toBe('Plain excerpt');
    expect(homeExcerpt({ shortMd: '## **', excerpt: 'Plain excerpt' })).toBe('Plain excerpt');
    expect(homeExcerpt({})).toBe('');
  });

  it('folds newlines into single spaces and never runs a heading into the text', () => {
    expect(homeExcerpt({ shortMd: '# Title\n\nBody  text\ngoes on' })).toBe('Body text goes on');
    expect(homeExcerpt({ shortMd: '## Staying soft in a hard city\n\nWe spent a day in East Oakland.' })).toBe(
      'We spent a day in East Oakland.',
    );
    expect(homeExcerpt({ shortMd: 'Setext title\n===\n\nThe story.' })).toBe('The story.');
  });

  it('ends a paragraph without closing punctuation with a full stop, so two never run together', () => {
    expect(homeExcerpt({ shortMd: '**Rating: 8 / 10**\n\nA drill mixtape like a film.' })).toBe(
      'Rating: 8 / 10. A drill mixtape like a film.',
    );
    expect(homeExcerpt({ shortMd: 'One line\nwrapped here.\n\nNext one' })).toBe('One line wrapped here. Next one');
  });

  it('uses the headings when the short markdown has nothing else', () => {
    expect(homeExcerpt({ shortMd: '## The **big** one' })).toBe('The big one');
  });

  it('drops images, keeps link labels, strips emphasis, quotes, lists, code and HTML', () => {
    const markdown = [
      '## Intro',
      '',
      '![Crowd at the Foundry](https://cdn.example/a.jpg)',
      '',
      'The _Foundry_ stays open after a [community fundraiser](https://example.org/f "campaign") raised **$180,000**.',
      '',
      '> "This room gave people their first stage."',
      '',
      '- `three` years',
      '',
      '```',
      'const hidden = true;',
      '```',
      '',
      'A <em>new</em> lease, see <https://example.org/lease> and [the note][1].',
      '',
      '[1]: https://example.org/note',
    ].join('\n');
    expect(excerptOf({ shortMd: markdown }, 400)).toBe(
      'The Foundry stays open after a community fundraiser raised $180,000. "This room gave people their first stage." three years. A new lease, see and the note.',
    );
    expect(listExcerpt({ shortMd: markdown })).toBe(
      'The Foundry stays open after a community fundraiser raised $180,000. "This room gave people their first stage." three years. A new lease, see and the...',
    );
  });

  it('leaves a table out of the card, as it leaves code out', () => {
    expect(homeExcerpt({ shortMd: '| Track | Score |\n|---|---|\n| Forecast | 9 |\n\nThe tape ends well.' })).toBe(
      'The tape ends well.',
    );
  });

  it('keeps underscores inside words', () => {
    expect(homeExcerpt({ shortMd: 'Tagged __yara_solstice__ on _every_ post' })).toBe(
      'Tagged yara_solstice on every post',
    );
  });

  it('cuts on the last word boundary within the limit, never inside a word', () => {
    const text =
      'Houston rapper Kilo Marisol has signed a distribution-only agreement with independent distributor Gulf Coast Sound Works, keeping her masters.';
    const cut = homeExcerpt({ shortMd: text });
    expect(cut).toBe(
      'Houston rapper Kilo Marisol has signed a distribution-only agreement with independent distributor Gulf Coast Sound...',
    );
    expect(cut.length - 3).toBeLessThanOrEqual(HOME_EXCERPT_LENGTH);
    expect(text.startsWith(cut.slice(0, -3) + ' ')).toBe(true);
  });

  it('stays fast on hostile input', () => {
    const hostile = '['.repeat(20_000) + '!['.repeat(20_000) + '_'.repeat(20_000) + '>'.repeat(20_000);
    const started = performance.now();
    listExcerpt({ shortMd: hostile + '\n' + '#'.repeat(20_000) + ' x' });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('truncateAtWord', () => {
  it('truncates on a word boundary with an ellipsis', () => {
    expect(truncateAtWord('one two three four five', 11)).toBe('one two...');
    expect(truncateAtWord('short', 13)).toBe('short');
  });

  it('drops the punctuation left before the ellipsis and folds whitespace', () => {
    expect(truncateAtWord('First part, second  part\nthird', 12)).toBe('First part...');
  });

  it('never cuts a card excerpt inside a word when a space is near the limit', () => {
    const words = 'Verse '.repeat(30);
    const cut = homeExcerpt({ shortMd: words });
    expect(cut.endsWith('Verse...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(HOME_EXCERPT_LENGTH + 3);
  });

  it('shows a link by its label only', () => {
    expect(homeExcerpt({ shortMd: 'Read [the review](https://example.org/r) now' })).toBe('Read the review now');
  });
});

describe('card texts', () => {
  it('are the list and home excerpts of the same source', () => {
    const source = { shortMd: '**Bold** ' + 'verse '.repeat(40), excerpt: 'x' };
    expect(cardExcerpts(source)).toEqual({ listExcerpt: listExcerpt(source), homeExcerpt: homeExcerpt(source) });
  });
});
