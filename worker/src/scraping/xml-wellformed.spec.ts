import { xmlProblem } from './xml-wellformed';

describe('xmlProblem', () => {
  it('accepts a well-formed feed with a declaration, comments, CDATA and attributes holding ">"', () => {
    const xml = `<?xml version="1.0"?>
      <!-- a comment with <tags> -->
      <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel><title>T</title><item><title><![CDATA[A <b>bold</b> title]]></title>
        <link>https://x.test/a?b=1&amp;c=2</link><enclosure url="https://x.test/a.jpg" type="image/jpeg" length="1"/>
        <dc:creator note="a > b">Me</dc:creator></item></channel>
      </rss>`;
    expect(xmlProblem(xml)).toBeNull();
  });

  it('reports a truncated feed', () => {
    expect(xmlProblem('<rss><channel><item><title>Half</title>')).toMatch(/never closed/);
  });

  it('reports crossed tags', () => {
    expect(xmlProblem('<rss><channel><title>x</channel></title></rss>')).toMatch(/closes <title>/);
  });

  it('reports a stray "<"', () => {
    expect(xmlProblem('<rss><title>a < b</title></rss>')).toMatch(/unexpected "<"/);
  });

  it('reports two roots and no root', () => {
    expect(xmlProblem('<a/><b/>')).toMatch(/more than one root/);
    expect(xmlProblem('just text')).toMatch(/no root/);
  });
});
