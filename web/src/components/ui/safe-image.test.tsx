import { fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PICTURE_PLACEHOLDERS_KEY } from '@api/shared/contracts/picture-placeholders';
import { describe, expect, it } from 'vitest';
import { pictureHash } from '@api/shared/domain/picture-variants';
import { SafeImage } from './safe-image';

describe('SafeImage', () => {
  it('lazy-loads inside a box that keeps its ratio', () => {
    const { container } = render(<SafeImage src="https://img.example/a.png" alt="" aspect="1 / 1" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.aspectRatio).toBe('1 / 1');
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('hides the image when it fails to load, keeping the box', () => {
    const { container } = render(<SafeImage src="https://img.example/broken.png" alt="" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).not.toBeNull();
  });

  it('shows the fallback in place of a failing image, and nothing once that fails too', () => {
    const { container } = render(
      <SafeImage src="https://img.example/broken.png" fallbackSrc="/api/art/articles/1/cover.svg?v=x" alt="" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/api/art/articles/1/cover.svg?v=x');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the fallback at once when there is no address of its own', () => {
    const { container } = render(<SafeImage src={null} fallbackSrc="/api/art/artists/2/portrait.svg?v=y" alt="" />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/api/art/artists/2/portrait.svg?v=y');
  });

  it("shows the artwork at once for a picture the server's page says was refused, and ours for one it kept", () => {
    const refused = 'https://img.example/refused.jpg';
    const kept = 'https://img.example/kept.jpg';
    const client = new QueryClient();
    client.setQueryData([...PICTURE_PLACEHOLDERS_KEY], {
      [pictureHash(refused)]: null,
      [pictureHash(kept)]: { placeholder: 'data:image/webp;base64,AAAA', width: 1600, height: 900 },
    });
    const inPage = (src: string) =>
      render(
        <QueryClientProvider client={client}>
          <SafeImage src={src} fallbackSrc="/api/art/articles/3/cover.svg?v=z" alt="" />
        </QueryClientProvider>,
      ).container;
    const notKept = inPage(refused);
    expect(notKept.querySelector('picture')).toBeNull();
    expect(notKept.querySelector('img')!.getAttribute('src')).toBe('/api/art/articles/3/cover.svg?v=z');
    const shown = inPage(kept);
    expect(shown.querySelector('picture source[type="image/avif"]')!.getAttribute('srcset')).toContain(
      `/media/${pictureHash(kept)}-320-16x9.avif`,
    );
    expect((shown.firstElementChild as HTMLElement).style.backgroundImage).toContain('data:image/webp');
  });

  it('renders no image for an unsafe or missing address', () => {
    expect(render(<SafeImage src="javascript:alert(1)" alt="" />).container.querySelector('img')).toBeNull();
    expect(render(<SafeImage src={null} alt="" />).container.querySelector('img')).toBeNull();
  });

  it('asks for the variant cut to its box: square for a square box, the whole picture for a box no layout cuts to', () => {
    const hash = pictureHash('https://img.example/a.jpg');
    const avifOf = (aspect: string) =>
      render(<SafeImage src="https://img.example/a.jpg" alt="" aspect={aspect} />)
        .container.querySelector('source[type="image/avif"]')!
        .getAttribute('srcset')!
        .split(', ')[0];
    expect(avifOf('1 / 1')).toBe(`/media/${hash}-320-1x1.avif 320w`);
    expect(avifOf('3 / 2')).toBe(`/media/${hash}-320-3x2.avif 320w`);
    expect(avifOf('4 / 3')).toBe(`/media/${hash}-320.avif 320w`);
  });

  it("names our variants of a remote picture, never the outlet's address", () => {
    const hash = pictureHash('https://img.example/a.jpg');
    const { container } = render(
      <SafeImage src="https://img.example/a.jpg" alt="" sizes="(min-width: 1024px) 400px, 100vw" eager />,
    );
    const sources = [...container.querySelectorAll('picture source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]);
    expect(sources).toEqual([
      [
        'image/avif',
        [320, 640, 960, 1280, 1920].map((w) => `/media/${hash}-${w}-16x9.avif ${w}w`).join(', '),
        '(min-width: 1024px) 400px, 100vw',
      ],
      [
        'image/webp',
        [320, 640, 960, 1280, 1920].map((w) => `/media/${hash}-${w}-16x9.webp ${w}w`).join(', '),
        '(min-width: 1024px) 400px, 100vw',
      ],
    ]);
    const image = container.querySelector('picture img')!;
    expect(image.getAttribute('src')).toBe(`/media/${hash}-640-16x9.jpg`);
    expect(image.getAttribute('srcset')).toContain(`/media/${hash}-1920-16x9.jpg 1920w`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1280', '720']);
    expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(container.innerHTML).not.toContain('img.example');
  });

  it('shows the artwork when our variant fails (not made yet, or refused)', () => {
    const { container } = render(
      <SafeImage src="https://img.example/bomb.png" fallbackSrc="/api/art/articles/1/cover.svg?v=x" alt="" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/api/art/articles/1/cover.svg?v=x');
  });

  it('keeps an address of our own as it is', () => {
    const { container } = render(<SafeImage src="/media/uploads/6f1c2d3e-0000-4000-8000-000000000001" alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(
      '/media/uploads/6f1c2d3e-0000-4000-8000-000000000001',
    );
  });
});
