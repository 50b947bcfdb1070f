import { describe, expect, it } from 'vitest';
import { imageMarkdown, insertBlock, prefixLines, TABLE_TEMPLATE, wrapSelection } from './markdown-edits';

describe('markdown edits', () => {
  it('wraps the selection and keeps it selected', () => {
    const edited = wrapSelection({ text: 'one two three', start: 4, end: 7 }, '**', '**', 'bold text');
    expect(edited).toEqual({ text: 'one **two** three', start: 6, end: 9 });
  });

  it('puts a placeholder in, selected, when nothing is selected', () => {
    const edited = wrapSelection({ text: 'ab', start: 1, end: 1 }, '[', '](https://)', 'link text');
    expect(edited.text).toBe('a[link text](https://)b');
    expect(edited.text.slice(edited.start, edited.end)).toBe('link text');
  });

  it('prefixes every line the selection touches', () => {
    const edited = prefixLines({ text: 'intro\nfirst\nsecond', start: 8, end: 18 }, '- ', 'item');
    expect(edited.text).toBe('intro\n- first\n- second');
  });

  it('selects the placeholder after the prefix on an empty line, so typing keeps the prefix', () => {
    const edited = prefixLines({ text: 'intro\n', start: 6, end: 6 }, '## ', 'Heading');
    expect(edited).toEqual({ text: 'intro\n## Heading', start: 9, end: 16 });
  });

  it('puts a block on lines of its own', () => {
    const edited = insertBlock({ text: 'before after', start: 6, end: 7 }, TABLE_TEMPLATE);
    expect(edited.text).toBe(`before\n\n${TABLE_TEMPLATE}\n\nafter`);
    expect(edited.text.slice(edited.start, edited.end)).toBe(TABLE_TEMPLATE);
  });

  it('keeps a picture’s alt text and address from breaking its markdown', () => {
    expect(imageMarkdown('a [bad] alt', '/media/uploads/x y')).toBe('![a bad alt](/media/uploads/x%20y)');
  });
});
