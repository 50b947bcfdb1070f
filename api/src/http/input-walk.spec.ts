import { MAX_INPUT_DEPTH } from './input-limits';
import { findInputProblem } from './input-walk';

describe('findInputProblem', () => {
  it('accepts every well-formed string, emoji and astral characters included', () => {
    expect(findInputProblem({ name: 'Beyoncé 🎤 𝕏', tags: ['ア', 'a\u200bb'] }, '')).toBeNull();
  });

  it('names the field holding a NUL or an unpaired surrogate', () => {
    expect(findInputProblem({ firstName: 'Nia', lastName: 'B\u0000' }, '')).toEqual({
      field: 'lastName',
      message: 'lastName contains characters that cannot be stored',
    });
    expect(findInputProblem({ email: '\ud800' }, '')?.field).toBe('email');
    expect(findInputProblem({ email: 'x\udc00y' }, '')?.field).toBe('email');
    expect(findInputProblem({ preferences: { artists: ['ok', 'bad\ud83d'] } }, '')?.field).toBe(
      'preferences.artists.1',
    );
  });

  it('checks field names too, and route parameters by their name', () => {
    expect(findInputProblem({ metadata: { 'k\u0000': 1 } }, '')).toEqual({
      field: 'metadata',
      message: 'A field name in metadata contains characters that cannot be stored',
    });
    expect(findInputProblem('12\u0000', 'id')).toEqual({
      field: 'id',
      message: 'id contains characters that cannot be stored',
    });
  });

  it('refuses nesting past the bound without recursing', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInputProblem(deep, '')?.message).toMatch(/deeper than 64 levels/);

    let withinBound: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i += 1) withinBound = { a: withinBound };
    expect(findInputProblem(withinBound, '')).toBeNull();
  });
});
