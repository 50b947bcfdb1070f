import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('renders no image for an unsafe or missing address', () => {
    expect(render(<SafeImage src="javascript:alert(1)" alt="" />).container.querySelector('img')).toBeNull();
    expect(render(<SafeImage src={null} alt="" />).container.querySelector('img')).toBeNull();
  });
});
