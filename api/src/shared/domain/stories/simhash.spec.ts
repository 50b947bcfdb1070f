import { hammingDistance, isNearDuplicate, simhash } from './simhash';

const wire =
  'Kilo Marisol has cancelled two stops on the Night Shift Tour, in Memphis and Dallas, citing vocal strain. Ticket holders will be refunded automatically within ten business days. The rest of the run is going ahead as planned, according to the promoter.';

describe('simhash', () => {
  it('is stable for one text', () => {
    expect(simhash(wire)).toEqual(simhash(wire));
  });

  it('puts a lightly edited syndicated copy within the near-duplicate line', () => {
    const copy = `${wire.replace('as planned', 'as scheduled').replace('Kilo', 'KILO')}\nDistributed by the Wavelength Music Network.`;
    expect(isNearDuplicate(simhash(wire), simhash(copy))).toBe(true);
  });

  it('keeps a different report of the same artist far apart', () => {
    const other =
      'Kilo Marisol released a new single produced by Tone Vance on Friday, the first new music in months. A video is due next week and the song is streaming now.';
    expect(hammingDistance(simhash(wire), simhash(other))).toBeGreaterThan(10);
    expect(isNearDuplicate(simhash(wire), simhash(other))).toBe(false);
  });
});
