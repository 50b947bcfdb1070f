import { maskedEmail } from './masked-email';

describe('maskedEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskedEmail('avery.reader@example.com')).toBe('a***@example.com');
    expect(maskedEmail('b@example.org')).toBe('b***@example.org');
  });

  it('masks the whole of something that is not an address', () => {
    expect(maskedEmail('@example.com')).toBe('***');
    expect(maskedEmail('nobody')).toBe('***');
  });
});
