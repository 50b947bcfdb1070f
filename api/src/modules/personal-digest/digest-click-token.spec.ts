import { signDigestClick, verifyDigestClick } from './digest-click-token';

const SECRET = 'a-secret-only-the-api-and-worker-share';

describe('digest click tokens', () => {
  it('names the delivery, the kind of item and the story, and verifies with the key that signed it', () => {
    const token = signDigestClick({ deliveryId: 12_345, kind: 'pick', articleId: 987 }, SECRET);
    expect(verifyDigestClick(token, SECRET)).toEqual({ deliveryId: 12_345, kind: 'pick', articleId: 987 });
    expect(verifyDigestClick(signDigestClick({ deliveryId: 1, kind: 'core', articleId: 2 }, SECRET), SECRET)).toEqual({
      deliveryId: 1,
      kind: 'core',
      articleId: 2,
    });
  });

  it('refuses a token signed by another key, altered, or not a token at all', () => {
    const token = signDigestClick({ deliveryId: 7, kind: 'pick', articleId: 3 }, SECRET);
    expect(verifyDigestClick(token, 'another-key')).toBeNull();
    // The same signature on another story, or on the core instead of a pick.
    expect(verifyDigestClick(token.replace('.p3.', '.p4.'), SECRET)).toBeNull();
    expect(verifyDigestClick(token.replace('.p3.', '.c3.'), SECRET)).toBeNull();
    for (const junk of ['', 'x', `${token}x`, 'a.b.c', 42, null, `${'a'.repeat(90)}`, '7.p3.https://evil.example']) {
      expect(verifyDigestClick(junk, SECRET)).toBeNull();
    }
  });
});
