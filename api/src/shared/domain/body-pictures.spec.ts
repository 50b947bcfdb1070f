import { bodyPictureAddresses } from './body-pictures';

describe('the pictures a story body shows', () => {
  it('finds markdown and raw HTML pictures once each, and nothing else', () => {
    const body = [
      'Before. ![The crowd](https://outlet.example/crowd.jpg "at the show") and [a link](https://outlet.example/page)',
      '<img alt="x" src="https://cdn.example/a.webp"> and again ![again](https://outlet.example/crowd.jpg)',
      '![ours](/media/uploads/0f0e) ![angle](<https://outlet.example/angle.png>)',
    ].join('\n');
    expect(bodyPictureAddresses(body)).toEqual([
      'https://outlet.example/crowd.jpg',
      'https://outlet.example/angle.png',
      'https://cdn.example/a.webp',
    ]);
  });

  it('reads tags as the database does: the last src of a tag, in any case, and a tag left open to the end', () => {
    const body = [
      '<IMG data-src="https://lazy.example/a.jpg" SRC=\'https://cdn.example/b.jpg\'>',
      '![a ![nested](https://outlet.example/n.jpg) ![no address](relative.jpg) ![spaced]( <https://outlet.example/s.jpg>)',
      '<img alt="left open" src=https://cdn.example/open.jpg',
    ].join('\n');
    expect(bodyPictureAddresses(body)).toEqual([
      'https://outlet.example/n.jpg',
      'https://outlet.example/s.jpg',
      'https://cdn.example/b.jpg',
      'https://cdn.example/open.jpg',
    ]);
  });

  it('reads a body made to trap a backtracking pattern in one pass', () => {
    // Each of these took a backtracking regular expression tens of seconds; the scan reads each character a few times.
    expect(bodyPictureAddresses('!['.repeat(100_000))).toEqual([]);
    expect(bodyPictureAddresses('<img '.repeat(40_000))).toEqual([]);
    expect(bodyPictureAddresses(`${'!['.repeat(50_000)}](https://outlet.example/last.jpg)`)).toEqual([
      'https://outlet.example/last.jpg',
    ]);
  });

  it('finds none in a body without pictures', () => {
    expect(bodyPictureAddresses('Just words, [a link](https://example.com).')).toEqual([]);
  });
});
