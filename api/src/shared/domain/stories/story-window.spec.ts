import { StoryWindow } from './story-window';

const HOUR = 3_600_000;
const start = Date.parse('2026-10-01T09:00:00Z');
const artists = [
  { id: 'kilo', name: 'Kilo Marisol' },
  { id: 'jetta', name: 'Jetta Moon' },
  { id: 'tavi', name: 'Tavi Noir' },
  { id: 'lark', name: 'Lark Ashby' },
  { id: 'saint', name: 'Saint Ossie', aliases: ['Ossie'] },
];

let next = 0;
function article(outlet: string, hoursAfterStart: number, title: string, body: string) {
  return { id: `a${++next}`, outlet, publishedAt: new Date(start + hoursAfterStart * HOUR), title, body };
}

function assigner() {
  const window = new StoryWindow({ artists });
  let stories = 0;
  return (item: ReturnType<typeof article>) => window.assign(item, () => `s${++stories}`);
}

const tourAnnounced = (outlet: string, hours: number, title: string) =>
  article(
    outlet,
    hours,
    title,
    'Kilo Marisol will take the Night Shift Tour across North America this fall, with 24 dates opening at the Fillmore in Houston and closing in Oakland. Presale starts Friday.',
  );

/** A second outlet's report of the tour, worded its own way. */
const tourMappedOut = (title: string) =>
  article(
    'Verse Report',
    5,
    title,
    'After a year away, Kilo Marisol is heading out on a 24-date headlining tour called Night Shift that opens in Houston at the Fillmore and wraps in Oakland.',
  );

/** Two signings to one label, hours apart: Rena Drift is not in the artists table. */
const renaDriftSigns = (title: string) =>
  article(
    'Bassline Daily',
    0,
    title,
    'Northbound Records has added Rena Drift to its roster, signing the Detroit rapper to a two-album contract. Terms were not disclosed.',
  );
const kofiStaticSigns = (title: string) =>
  article(
    'Verse Report',
    6,
    title,
    'Kofi Static has signed a two-album deal with Northbound Records, the label confirmed. Terms were not disclosed.',
  );

/** The same headlines in sentence case and in Title Case, as most outlets write them: the casing must not decide. */
const HEADLINE_CASINGS = [
  {
    casing: 'sentence case',
    tourAnnounced: 'Kilo Marisol announces 24-city Night Shift tour',
    tourMappedOut: 'Kilo Marisol maps out the Night Shift Tour for fall',
    renaDriftSigns: 'Northbound Records lands Rena Drift in two-album deal',
    kofiStaticSigns: 'Kofi Static signs with Northbound Records',
  },
  {
    casing: 'Title Case',
    tourAnnounced: 'Kilo Marisol Announces 24-City Night Shift Tour',
    tourMappedOut: 'Kilo Marisol Maps Out The Night Shift Tour For Fall',
    renaDriftSigns: 'Northbound Records Lands Rena Drift In Two-Album Deal',
    kofiStaticSigns: 'Kofi Static Signs With Northbound Records',
  },
];

describe('StoryWindow', () => {
  describe.each(HEADLINE_CASINGS)('with headlines in $casing', (headlines) => {
    it('joins differently worded reports of one event', () => {
      const assign = assigner();
      const first = assign(tourAnnounced('Bassline Daily', 0, headlines.tourAnnounced));
      const second = assign(tourMappedOut(headlines.tourMappedOut));
      expect(second).toBe(first);
    });

    it('keeps two artists signing to one label apart, even when one is not in the artists table', () => {
      const assign = assigner();
      const first = assign(renaDriftSigns(headlines.renaDriftSigns));
      const second = assign(kofiStaticSigns(headlines.kofiStaticSigns));
      expect(second).not.toBe(first);
    });
  });

  it('keeps one artist’s tour, cancelled dates and new single as three stories', () => {
    const assign = assigner();
    const tour = assign(tourAnnounced('Bassline Daily', 0, 'Kilo Marisol announces 24-city Night Shift tour'));
    const cancelled = assign(
      article(
        'Verse Report',
        30,
        'Kilo Marisol cancels Memphis and Dallas shows on the Night Shift Tour',
        'Kilo Marisol has cancelled two stops on the Night Shift Tour, in Memphis and Dallas, citing vocal strain. The rest of the tour goes ahead.',
      ),
    );
    const single = assign(
      article(
        'Sixteen Bars',
        50,
        'Kilo Marisol drops new single ‘Porch Light’',
        'Kilo Marisol released “Porch Light,” a new single, ahead of the Night Shift Tour this fall.',
      ),
    );
    expect(new Set([tour, cancelled, single]).size).toBe(3);
  });

  it('starts a new story for a follow-up a week later', () => {
    const assign = assigner();
    const first = assign(tourAnnounced('Bassline Daily', 0, 'Kilo Marisol announces 24-city Night Shift tour'));
    const later = assign(tourAnnounced('Verse Report', 24 * 7, 'Kilo Marisol announces 24-city Night Shift tour'));
    expect(later).not.toBe(first);
  });

  it('keeps a round-up to itself, even when it names an artist with a running story', () => {
    const assign = assigner();
    const single = assign(
      article(
        'Bassline Daily',
        0,
        'Jetta Moon drops new single ‘Low Orbit’',
        'Jetta Moon released “Low Orbit,” a new single, on Friday.',
      ),
    );
    const roundUp = assign(
      article(
        'Verse Report',
        3,
        'The five best new rap songs this week',
        'Our editors picked the songs worth your time.\n1. Jetta Moon – “Low Orbit”\n2. Tavi Noir – “Glass Jaw”\n3. Lark Ashby – “Tinted”\n4. Saint Ossie – “Overtime”\n5. Kilo Marisol – “Lay Low”',
      ),
    );
    expect(roundUp).not.toBe(single);
  });

  it('joins a syndicated copy through its fingerprint, whatever the outlet’s trimmings', () => {
    const assign = assigner();
    const body =
      'Police in Atlanta took Tavi Noir into custody overnight on a reckless driving charge. Bail was set at $20,000, and the rapper was released hours later. A court date has been set for next month.';
    const first = assign(article('Block Radio News', 0, 'Tavi Noir arrested in Atlanta', `By Marcus Bell\n${body}`));
    const copy = assign(
      article(
        'Crate & Culture',
        2,
        'Tavi Noir taken into custody',
        `${body}\nDistributed by the Wavelength Music Network.`,
      ),
    );
    expect(copy).toBe(first);
  });

  it('holds one report per outlet: the same outlet on the same event again is a story of its own', () => {
    const assign = assigner();
    const first = assign(tourAnnounced('Bassline Daily', 0, 'Kilo Marisol announces 24-city Night Shift tour'));
    const again = assign(tourAnnounced('Bassline Daily', 3, 'Kilo Marisol announces 24-city Night Shift tour'));
    const elsewhere = assign(tourAnnounced('Verse Report', 4, 'Kilo Marisol announces 24-city Night Shift tour'));
    expect(again).not.toBe(first);
    expect(elsewhere).toBe(first);
  });
});
