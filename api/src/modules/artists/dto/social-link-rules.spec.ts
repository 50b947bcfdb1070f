import { isSocialLinkMap, SOCIAL_LINKS_MAX_COUNT } from './social-link-rules';

describe('isSocialLinkMap', () => {
  it('takes platform names mapped to absolute http(s) addresses, and no links at all', () => {
    expect(isSocialLinkMap({})).toBe(true);
    expect(
      isSocialLinkMap({ instagram: 'https://www.instagram.com/x', 'apple music': 'http://music.apple.com/a/1' }),
    ).toBe(true);
  });

  it('refuses other schemes, relative or disguised addresses, and non-text values', () => {
    expect(isSocialLinkMap({ x: 'javascript:alert(1)' })).toBe(false);
    expect(isSocialLinkMap({ x: 'java\tscript:alert(1)' })).toBe(false);
    expect(isSocialLinkMap({ x: '/artists/1' })).toBe(false);
    expect(isSocialLinkMap({ x: 'mailto:a@b.example' })).toBe(false);
    expect(isSocialLinkMap({ x: ' https://padded.example' })).toBe(false);
    expect(isSocialLinkMap({ x: 42 })).toBe(false);
  });

  it('refuses what is no map of names: lists, null, odd platform names, too many links', () => {
    expect(isSocialLinkMap(['https://a.example'])).toBe(false);
    expect(isSocialLinkMap(null)).toBe(false);
    expect(isSocialLinkMap({ '': 'https://a.example' })).toBe(false);
    expect(isSocialLinkMap({ '<script>': 'https://a.example' })).toBe(false);
    const many = Object.fromEntries(
      Array.from({ length: SOCIAL_LINKS_MAX_COUNT + 1 }, (_, n) => [`p${n}`, `https://${n}.example`]),
    );
    expect(isSocialLinkMap(many)).toBe(false);
  });
});
