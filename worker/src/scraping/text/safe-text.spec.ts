import { cleanText, decodeEntities, dropUnsafeCharacters } from './safe-text';

describe('safe text', () => {
  it('decodes every named and numeric reference exactly once', () => {
    expect(decodeEntities('Tobi&rsquo;s &#x2019;Night&#x2019; &mdash; &#8217; &amp;lt;3 &copy;')).toBe(
      'Tobi’s ’Night’ — ’ &lt;3 ©',
    );
  });

  it('drops what a reference outside Unicode or to NUL decodes to', () => {
    expect(decodeEntities('a&#99999999;b&#0;c&#x110000;d')).toBe('abcd');
  });

  it('drops NUL, C0 and C1 controls, lone surrogates and non-characters, and keeps pairs, tabs and line breaks', () => {
    expect(dropUnsafeCharacters('a\0b\u0007c\u0092d\ud800e\udc00f\ufffeg\ufffdh\t\n\r😀')).toBe('abcdefgh\t\n\r😀');
  });

  it('collapses white space to single spaces', () => {
    expect(cleanText('  one\n\t two\0  ')).toBe('one two');
  });
});
