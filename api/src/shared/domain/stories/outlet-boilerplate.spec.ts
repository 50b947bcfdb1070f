import { OutletBoilerplate } from './outlet-boilerplate';

describe('OutletBoilerplate', () => {
  it('removes well-known plugs and bylines from the first article on', () => {
    const boilerplate = new OutletBoilerplate();
    const cleaned = boilerplate.strip(
      'Bassline Daily',
      'By Dana Whitlock\nSaint Ossie cancelled the Leeds show.\nSubscribe to our newsletter for more.\nRead more at Bassline Daily.',
    );
    expect(cleaned).toBe('Saint Ossie cancelled the Leeds show.');
  });

  it('learns a sentence an outlet repeats on every post and removes it only for that outlet', () => {
    const boilerplate = new OutletBoilerplate();
    const footer = 'Sixteen Bars is reader-supported and may earn a commission.';
    boilerplate.learn('Sixteen Bars', `Tavi Noir signs a deal.\n${footer}`);
    boilerplate.learn('Sixteen Bars', `Jetta Moon drops a single.\n${footer}`);
    expect(boilerplate.strip('Sixteen Bars', `Lark Ashby tours Europe.\n${footer}`)).toBe('Lark Ashby tours Europe.');
    expect(boilerplate.strip('Verse Report', `Lark Ashby tours Europe.\n${footer}`)).toContain(footer);
  });

  it('forgets what it learned once the outlet has moved on', () => {
    const boilerplate = new OutletBoilerplate(2, 2);
    boilerplate.learn('Outlet', 'Old footer line here.');
    boilerplate.learn('Outlet', 'Old footer line here.');
    boilerplate.learn('Outlet', 'First news.');
    boilerplate.learn('Outlet', 'Second news.');
    expect(boilerplate.strip('Outlet', 'Old footer line here.')).toBe('Old footer line here.');
  });
});
