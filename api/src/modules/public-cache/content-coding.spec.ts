import { preferredCoding } from './content-coding';

describe('preferredCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['GZIP;Q=1', 'gzip'],
    ['deflate', 'identity'],
  ])('%p -> %p', (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});
