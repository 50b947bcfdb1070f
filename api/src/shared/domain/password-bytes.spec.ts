import { MAX_PASSWORD_BYTES, passwordFitsBcrypt } from './password-bytes';

describe('passwordFitsBcrypt', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(passwordFitsBcrypt('a'.repeat(MAX_PASSWORD_BYTES))).toBe(true);
    expect(passwordFitsBcrypt('a'.repeat(MAX_PASSWORD_BYTES + 1))).toBe(false);
    expect(passwordFitsBcrypt('é'.repeat(36))).toBe(true);
    expect(passwordFitsBcrypt('é'.repeat(37))).toBe(false);
    expect(passwordFitsBcrypt('🎤'.repeat(18))).toBe(true);
    expect(passwordFitsBcrypt('🎤'.repeat(19))).toBe(false);
  });
});
