import { MATCH_END, MATCH_START, parseMarkedText } from './marked-text';

const mark = (word: string) => `${MATCH_START}${word}${MATCH_END}`;

describe('parseMarkedText', () => {
  it('returns the text without delimiters and the ranges that matched', () => {
    const parsed = parseMarkedText(`Kendrick ${mark('drops')} a new ${mark('album')}`);
    expect(parsed.text).toBe('Kendrick drops a new album');
    expect(parsed.marks).toEqual([
      [9, 14],
      [21, 26],
    ]);
    expect(parsed.marks.map(([start, end]) => parsed.text.slice(start, end))).toEqual(['drops', 'album']);
  });

  it('keeps markup in the content as plain text', () => {
    const parsed = parseMarkedText(`<img src=x onerror=alert(1)> ${mark('trap')}`);
    expect(parsed.text).toBe('<img src=x onerror=alert(1)> trap');
    expect(parsed.marks).toEqual([[29, 33]]);
  });

  it('drops delimiters that do not pair up and trims with the marks shifted', () => {
    expect(parseMarkedText(`  ${MATCH_END}odd ${MATCH_START}one`)).toEqual({ text: 'odd one', marks: [] });
    expect(parseMarkedText(`  ${mark('word')}  `)).toEqual({ text: 'word', marks: [[0, 4]] });
    expect(parseMarkedText(`${MATCH_START}${MATCH_END}x`)).toEqual({ text: 'x', marks: [] });
  });
});
