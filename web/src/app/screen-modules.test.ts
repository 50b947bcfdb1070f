import { HOME_SCREEN, NOT_FOUND_SCREEN, PUBLIC_ROUTES } from '@api/shared/contracts/public-routes';
import { describe, expect, it } from 'vitest';
import { screenModule } from './screen-modules';

describe('the screens of the route manifest', () => {
  const lazyScreens = [...PUBLIC_ROUTES.map((route) => route.screen), NOT_FOUND_SCREEN].filter(
    (screen) => screen !== HOME_SCREEN,
  );

  it.each(lazyScreens)('%s is a lazy screen module with a default export', async (screen) => {
    const loaded = await screenModule(screen)();
    expect(typeof loaded.default).toBe('function');
  });

  it('names no module the web app lacks', () => {
    expect(() => screenModule('src/features/nowhere/nowhere-page.tsx')).toThrow(/no screen module/);
  });
});
