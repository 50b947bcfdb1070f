import { fediverseHandle } from './fediverse-handle';

describe('fediverseHandle', () => {
  it.each([
    ['Jay-Z', 'jay_z'],
    ['Beyoncé', 'beyonce'],
    ['  Doechii ', 'doechii'],
    ['A$AP Rocky', 'a_ap_rocky'],
    ['2Pac', '2pac'],
  ])('%s is @%s', (name, handle) => {
    expect(fediverseHandle(name)).toBe(handle);
  });
});
