import { validate } from 'class-validator';
import { characterCount, MaxCharacters } from './field-rules';

class Titled {
  @MaxCharacters(5, { message: 'too long' })
  title: unknown;
}

const errorsFor = async (title: unknown) => {
  const dto = new Titled();
  dto.title = title;
  return (await validate(dto)).flatMap((error) => Object.values(error.constraints ?? {}));
};

describe('MaxCharacters', () => {
  it('counts characters as Postgres does: a surrogate pair is one, a variation selector is one more', () => {
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('🎤🎤')).toBe(2);
    expect(characterCount('a\ufe0f')).toBe(2);
    expect(characterCount('\udc00\ud800')).toBe(2);
  });

  it('refuses text a varchar(n) column could not hold, even when MaxLength would pass it', async () => {
    expect(await errorsFor('🎤🎤🎤🎤🎤')).toEqual([]);
    expect(await errorsFor('a\ufe0fa\ufe0fa\ufe0f')).toEqual(['too long']);
    expect(await errorsFor('abcdef')).toEqual(['too long']);
    expect(await errorsFor(42)).toEqual([]);
  });
});
