import { decodeHTML } from 'entities';
import { decodeCharacterReferences } from './character-references';

describe('decodeCharacterReferences', () => {
  it.each([
    '&#106;avascript:',
    '&#x6A;avascript:',
    '&#X6a;avascript:',
    '&#0000106;avascript:',
    '&#106avascript:',
    'javascript&colon;x',
    'java&Tab;script&NewLine;:',
    '&amp;#106;',
    'a&nbsp;b&lt;c&gt;&quot;&apos;&sol;&num;&quest;&percnt;&period;&plus;',
    '&#0;&#xD800;&#x110000;&#99999999999;',
  ])('decodes %j as a browser does', (text) => {
    expect(decodeCharacterReferences(text)).toBe(decodeHTML(text));
  });

  it('leaves a named reference it does not know as it is', () => {
    expect(decodeCharacterReferences('java&shy;script:')).toBe('java&shy;script:');
  });
});
