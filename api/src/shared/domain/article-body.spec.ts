import { bodyOfInput, ConflictingBodiesError, hasLongFormBody, longMarkdownOf } from './article-body';

describe('one article body', () => {
  it('reads as long-form when the body is more than its short version', () => {
    expect(hasLongFormBody({ content: '## Long\n\nMore', shortMd: 'More' })).toBe(true);
    expect(hasLongFormBody({ content: 'Written in the form', shortMd: null })).toBe(true);
    expect(hasLongFormBody({ content: 'Short story', shortMd: ' Short story\n' })).toBe(false);
    expect(hasLongFormBody({ content: '  ', shortMd: null })).toBe(false);
  });

  it('maps longMd onto the body', () => {
    expect(longMarkdownOf({ content: '# Body', shortMd: 'Body' })).toBe('# Body');
    expect(longMarkdownOf({ content: 'Body', shortMd: 'Body' })).toBeNull();
  });

  it('takes the body a write sends under either name, and refuses two different ones', () => {
    expect(bodyOfInput({ content: '# A' })).toBe('# A');
    expect(bodyOfInput({ longMd: '# B' })).toBe('# B');
    expect(bodyOfInput({ content: '# C', longMd: '# C' })).toBe('# C');
    expect(bodyOfInput({ content: '# D', longMd: null })).toBe('# D');
    expect(bodyOfInput({ longMd: null })).toBeUndefined();
    expect(bodyOfInput({})).toBeUndefined();
    expect(() => bodyOfInput({ content: 'one', longMd: 'two' })).toThrow(ConflictingBodiesError);
  });
});
