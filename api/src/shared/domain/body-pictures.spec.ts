import { bodyPictureAddresses } from './body-pictures';

describe('the pictures a story body shows', () => {
  it('finds markdown and raw HTML pictures once each, and nothing else', () => {
    const body = [
      'Before. ![The crowd](https://outlet.example/crowd.jpg "at the show") and [a link](https://outlet.example/page)',
      '<img alt="x" src="https://cdn.example/a.webp"> and again ![again](https://outlet.example/crowd.jpg)',
      '![ours](/media/uploads/0f0e) ![angle](<https://outlet.example/angle.png>)',
    ].join('\n');
    expect(bodyPictureAddresses(body)).toEqual([
      'https://outlet.example/crowd.jpg',
      'https://outlet.example/angle.png',
      'https://cdn.example/a.webp',
    ]);
  });

  it('finds none in a body without pictures', () => {
    expect(bodyPictureAddresses('Just words, [a link](https://example.com).')).toEqual([]);
  });
});
