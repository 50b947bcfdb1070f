import { oneOf, trimCharacters } from './trim-characters';

describe('trimCharacters', () => {
  it('trims the chosen characters from the chosen ends only', () => {
    expect(trimCharacters('//a/b//', oneOf('/'), 'end')).toBe('//a/b');
    expect(trimCharacters('//a/b//', oneOf('/'), 'start')).toBe('a/b//');
    expect(trimCharacters('"\'quoted"', oneOf('"\''))).toBe('quoted');
    expect(trimCharacters('....', oneOf('.'))).toBe('');
  });

  it('is linear on a long run that does not reach the end', () => {
    const text = `${' '.repeat(200_000)}x${' '.repeat(200_000)}`;
    const started = Date.now();
    expect(trimCharacters(text, (c) => c === ' ')).toBe('x');
    expect(Date.now() - started).toBeLessThan(500);
  });
});
