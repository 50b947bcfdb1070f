import { bodyPictureAddresses } from './body-pictures';

describe('the pictures a story body shows', () => {
  it.each([
    {
      rule: 'finds markdown and raw HTML pictures once each, and nothing else',
      lines: [
        'Before. ![The crowd](https://outlet.example/crowd.jpg "at the show") and [a link](https://outlet.example/page)',
        '<img alt="x" src="https://cdn.example/a.webp"> and again ![again](https://outlet.example/crowd.jpg)',
        '![ours](/media/uploads/0f0e) ![angle](<https://outlet.example/angle.png>)',
      ],
      addresses: ['https://outlet.example/crowd.jpg', 'https://outlet.example/angle.png', 'https://cdn.example/a.webp'],
    },
    {
      rule: 'reads tags as the database does: the last src of a tag, in any case, and a tag left open to the end',
      lines: [
        '<IMG data-src="https://lazy.example/a.jpg" SRC=\'https://cdn.example/b.jpg\'>',
        '![a ![nested](https://outlet.example/n.jpg) ![no address](relative.jpg) ![spaced]( <https://outlet.example/s.jpg>)',
        '<img alt="left open" src=https://cdn.example/open.jpg',
      ],
      addresses: [
        'https://outlet.example/n.jpg',
        'https://outlet.example/s.jpg',
        'https://cdn.example/b.jpg',
        'https://cdn.example/open.jpg',
      ],
    },
    {
      rule: 'finds none in a body without pictures',
      lines: ['Just words, [a link](https://example.com).'],
      addresses: [],
    },
  ])('$rule', ({ lines, addresses }) => {
    expect(bodyPictureAddresses(lines.join('\n'))).toEqual(addresses);
  });

  it('reads a body made to trap a backtracking pattern in one pass', () => {
    // Each of these took a backtracking regular expression tens of seconds; the scan reads each character a few times.
    expect(bodyPictureAddresses('!['.repeat(100_000))).toEqual([]);
    expect(bodyPictureAddresses('<img '.repeat(40_000))).toEqual([]);
    expect(bodyPictureAddresses(`${'!['.repeat(50_000)}](https://outlet.example/last.jpg)`)).toEqual([
      'https://outlet.example/last.jpg',
    ]);
  });
});
