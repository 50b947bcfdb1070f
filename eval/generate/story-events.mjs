// Kinds of news the labelled set reports, each with the headlines, ledes and
// details different outlets would write about one such event. Facts (cities,
// titles, labels, numbers) are drawn once per story and shared by its outlets.
import { ALBUM_TITLES } from './album-titles.mjs';
import { fill } from './random.mjs';

const CITIES = [
  'Atlanta',
  'Houston',
  'Oakland',
  'Detroit',
  'Chicago',
  'Memphis',
  'Toronto',
  'London',
  'Philadelphia',
  'Phoenix',
  'Denver',
  'Baltimore',
  'New Orleans',
  'Brooklyn',
  'Seattle',
  'Miami',
  'Dallas',
  'Sacramento',
];
const VENUES = [
  'the Fillmore',
  'the Tabernacle',
  'Brixton Academy',
  'the Anthem',
  'Red Rocks',
  'the Warfield',
  'the Masonic',
  'House of Blues',
  'the Ogden',
  'Danforth Music Hall',
];
const LABELS = [
  'Northbound Records',
  'Glasshouse Music',
  'Low Tide Entertainment',
  'Paper Route Recordings',
  'Saltwater Sound',
  'Ironclad Music Group',
];
const TOUR_NAMES = [
  'Long Way Home',
  'Night Shift',
  'Concrete Garden',
  'No Off Days',
  'Soft Power',
  'Heat Check',
  'Late Checkout',
  'Full Circle',
  'After Hours',
  'Rough Draft',
  'Open Water',
  'High Beams',
];
const SONG_WORDS = [
  'Porch Light',
  'Cold Brew',
  'Same Block',
  'Second Wind',
  'Paper Planes',
  'Hazard Lights',
  'Low Orbit',
  'Rent Money',
  'Glass Jaw',
  'Sunday Service',
  'Bad Reception',
  'Off Script',
  'Tinted',
  'Lay Low',
  'Window Seat',
  'Mile Marker',
  'Overtime',
  'Static',
  'Side Door',
  'Backroads',
  'Blue Hour',
  'Cheat Code',
];
const ALBUM_WORDS = ALBUM_TITLES;
const REASONS = [
  'a family emergency',
  'production issues at the venue',
  'vocal strain',
  'severe weather in the area',
  'a scheduling conflict',
  'illness',
];
const CHARGES = ['weapons possession', 'misdemeanor assault', 'reckless driving', 'drug possession', 'trespassing'];
const AWARDS = ['Soul Vision Awards', 'Hip Hop Honors', 'Golden Mic Awards', 'Streetlight Awards'];
const FESTIVALS = ['Rolling Summit', 'Bayfront Block Party', 'Concrete Fest', 'Hometown Heroes Weekend'];

const seasons = ['spring', 'summer', 'fall', 'winter'];
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function kind(definition) {
  return {
    with(random, given) {
      const facts = { ...definition.defaults(random, given), ...given };
      // One headline per outlet: the outlets of a story never share a headline unless syndicated.
      const titles = random.shuffle(definition.titles).map((title) => fill(title, facts));
      return {
        kind: definition.name,
        render() {
          return {
            titles,
            lede: fill(random.pick(definition.ledes), facts),
            details: definition.details.map((detail) => fill(detail, facts)),
            quote: definition.quotes ? fill(random.pick(definition.quotes), facts) : null,
            dateline: definition.dateline ? fill(definition.dateline, facts) : null,
          };
        },
      };
    },
  };
}

const tour = kind({
  name: 'tour',
  defaults: (random) => ({
    n: random.int(14, 32),
    season: random.pick(seasons),
    weekday: random.pick(weekdays),
    guest: random.pick(['Kofi Static', 'Rena Drift', 'Ivo Sundae', 'Perla Gunn']),
    venue: random.pick(VENUES),
    price: random.int(35, 65),
  }),
  dateline: '{city}',
  titles: [
    '{artist} announces {n}-city ‘{tour}’ tour',
    '{artist} is hitting the road: ‘{tour}’ tour dates revealed',
    '{artist} maps out the {tour} Tour for {season}',
    'Tickets for {artist}’s ‘{tour}’ tour go on sale {weekday}',
    '{artist} plots {season} headlining run with {guest} in support',
  ],
  ledes: [
    '{artist} will take the {tour} Tour across North America this {season}, with {n} dates announced on {weekday}.',
    'After a year away from the stage, {artist} is heading out on a {n}-date headlining tour called {tour}.',
    '{artist} has revealed the {tour} Tour, a {n}-show run that opens in {city} and closes in {city2}.',
    'Fans have been asking for months, and {artist} finally answered: the {tour} Tour kicks off this {season}.',
  ],
  details: [
    'The run opens at {venue} in {city} and wraps up in {city2} six weeks later.',
    '{guest} joins as the opening act on every date.',
    'Presale starts {weekday} at 10 a.m. local time, with general tickets from ${price}.',
    'Stops in {city3} and {city4} are already listed as limited availability.',
    'It is the first headlining tour since the release of the last album.',
  ],
  quotes: ['“I built this show for the people who never got to see me in a small room,” {artist} wrote on Instagram.'],
});

const cancellation = kind({
  name: 'cancellation',
  defaults: (random) => ({ reason: random.pick(REASONS), weekday: random.pick(weekdays) }),
  titles: [
    '{artist} cancels {city3} and {city4} shows',
    '{artist} calls off two dates on the {tour} Tour',
    'Two {artist} concerts scrapped, citing {reason}',
    '{artist} axes {city3}, {city4} stops; refunds issued',
    '{artist} pulls out of {city4} show days before the date',
  ],
  ledes: [
    '{artist} has cancelled two stops on the {tour} Tour, in {city3} and {city4}, citing {reason}.',
    'Fans in {city3} and {city4} will have to wait: {artist} cancelled both shows on {weekday}.',
    'Two dates of {artist}’s tour are off. The {city3} and {city4} concerts were cancelled because of {reason}.',
  ],
  details: [
    'Ticket holders will be refunded automatically at the point of purchase within ten business days.',
    'The rest of the run is going ahead as planned, according to the promoter.',
    'No make-up dates have been announced yet.',
    'The {city4} show had been moved to a larger room only last month.',
  ],
  quotes: ['“I hate doing this, and I will make it up to you,” {artist} said in a statement.'],
});

const tourFollowUp = kind({
  name: 'tour follow-up',
  defaults: (random) => ({ extra: random.int(4, 9), venue: random.pick(VENUES), weekday: random.pick(weekdays) }),
  titles: [
    '{artist} adds {extra} more dates to the {tour} Tour after sellouts',
    'Demand forces {artist} to extend the {tour} Tour',
    '{artist}’s {tour} Tour grows by {extra} shows, including a second night in {city}',
  ],
  ledes: [
    'The {tour} Tour is getting bigger: {artist} added {extra} shows on {weekday} after the first run sold out.',
    '{artist} has extended the {tour} Tour with {extra} new dates, including a second night at {venue}.',
  ],
  details: [
    'Tickets for the new dates go on sale next week.',
    'Most of the original dates sold out within hours of going on sale.',
    'The extension pushes the tour into the new year.',
  ],
});

const single = kind({
  name: 'single',
  defaults: (random) => ({
    song: random.pick(SONG_WORDS),
    producer: random.pick(['Harlow Beats', 'Tone Vance', 'Medina Keys', 'Lowkey Lou']),
    album: random.pick(ALBUM_WORDS),
    minutes: random.int(2, 4),
    weekday: random.pick(weekdays),
  }),
  titles: [
    '{artist} drops new single ‘{song}’',
    '{artist} returns with ‘{song}’',
    'Listen: {artist} shares ‘{song}’, produced by {producer}',
    '{artist} surprise-releases ‘{song}’ at midnight',
    'New music: {artist} – ‘{song}’',
  ],
  ledes: [
    '{artist} released “{song},” a new single produced by {producer}, on {weekday}.',
    'Out now: “{song},” the first new music from {artist} in months, arrived at midnight.',
    '{artist} is back. The new single “{song}” is a {minutes}-minute slow burn over a {producer} beat.',
  ],
  details: [
    'The track is expected to appear on the upcoming album {album}.',
    'A video directed by a longtime collaborator is due next week.',
    '{producer} built the beat around a chopped soul sample.',
    'It is streaming now on all major platforms.',
  ],
});

const signing = kind({
  name: 'signing',
  defaults: (random) => ({
    albums: random.pick(['two-album', 'three-album', 'multi-album']),
    city: random.pick(CITIES),
  }),
  titles: [
    '{artist} signs with {label}',
    '{label} lands {artist} in {albums} deal',
    '{artist} inks deal with {label}, debut due next year',
    '{artist} joins {label} roster',
  ],
  ledes: [
    '{artist} has signed a {albums} deal with {label}, the label confirmed on Tuesday.',
    '{label} has added {artist} to its roster, signing the {city} rapper to a {albums} contract.',
    'The {city} rapper {artist} is now on {label} after months of talks.',
  ],
  details: [
    'Terms of the deal were not disclosed.',
    'The first release under the new contract is expected early next year.',
    'The signing follows a breakout run of independent releases.',
  ],
  quotes: ['“This is a home, not just a label,” {artist} said.'],
});

const legal = kind({
  name: 'legal',
  defaults: (random) => ({ charge: random.pick(CHARGES), city: random.pick(CITIES), bail: random.int(5, 50) * 1000 }),
  dateline: '{city}',
  titles: [
    '{artist} arrested in {city} on {charge} charge',
    '{artist} taken into custody after {city} traffic stop',
    'Police arrest {artist}; {charge} charge filed',
    '{artist} released on bail after arrest in {city}',
  ],
  ledes: [
    '{artist} was arrested in {city} early Sunday and charged with {charge}, police said.',
    'Police in {city} took {artist} into custody overnight on a {charge} charge.',
    '{artist} spent the night in a {city} jail after an arrest on suspicion of {charge}.',
  ],
  details: [
    'Bail was set at ${bail}, and the rapper was released hours later.',
    'A representative did not respond to a request for comment.',
    'A court date has been set for next month.',
  ],
});

const legalFollowUp = kind({
  name: 'legal follow-up',
  defaults: (random) => ({ charge: random.pick(CHARGES), city: random.pick(CITIES) }),
  titles: [
    'Charges against {artist} dropped',
    'Prosecutors drop {charge} case against {artist}',
    '{artist} cleared as {city} prosecutors drop case',
  ],
  ledes: [
    'Prosecutors in {city} dropped the case against {artist} on Thursday, citing insufficient evidence.',
    'The {charge} charge {artist} faced after an arrest last week has been dismissed.',
  ],
  details: ['The rapper’s lawyer called the arrest a misunderstanding.', 'The case was dismissed without prejudice.'],
});

const chart = kind({
  name: 'chart',
  defaults: (random) => ({ album: random.pick(ALBUM_WORDS), units: random.int(48, 140) }),
  titles: [
    '{artist}’s ‘{album}’ debuts at No. 1',
    '{artist} scores first chart-topping album with ‘{album}’',
    '‘{album}’ opens with {units},000 units as {artist} tops the chart',
  ],
  ledes: [
    '{artist} has the number one album in the country: {album} moved {units},000 equivalent units in its first week.',
    '{album} debuted at No. 1 this week, giving {artist} a first chart-topper with {units},000 units.',
  ],
  details: [
    'Streaming accounted for most of the total.',
    'Every track on the album charted on the singles list.',
    'It is the biggest first week for a rap album this year.',
  ],
});

const award = kind({
  name: 'award',
  defaults: (random) => ({ award: random.pick(AWARDS), nods: random.int(4, 9) }),
  titles: [
    '{artist} leads {award} nominations with {nods} nods',
    '{award} nominations: {artist} up for {nods} trophies',
    '{artist} tops the list of {award} nominees',
  ],
  ledes: [
    'Nominations for the {award} are out, and {artist} leads the field with {nods}.',
    '{artist} earned {nods} nominations at the {award}, the most of any artist this year.',
  ],
  details: [
    'The ceremony takes place next month.',
    'Album of the Year and Best New Artist are among the categories.',
    'Winners are chosen by a panel of journalists and programmers.',
  ],
});

const feud = kind({
  name: 'feud',
  defaults: (random) => ({ song: random.pick(SONG_WORDS) }),
  titles: [
    '{artist} fires back at {target} on ‘{song}’',
    '{artist} responds to {target} with diss track ‘{song}’',
    'The beef is on: {artist} aims ‘{song}’ at {target}',
  ],
  ledes: [
    '{artist} did not wait long to answer {target}: the diss track “{song}” arrived overnight.',
    'The feud between {artist} and {target} escalated with “{song},” a diss record aimed squarely at {target}.',
  ],
  details: [
    'The track references an old interview in which {target} dismissed the rapper’s early work.',
    '{target} has not responded publicly.',
    'Fans quickly clipped the sharpest bars for social media.',
  ],
});

const festival = kind({
  name: 'festival',
  defaults: (random) => ({
    festival: random.pick(FESTIVALS),
    city: random.pick(CITIES),
    month: random.pick(['June', 'July', 'August']),
  }),
  titles: [
    '{festival} lineup: {artists0}, {artists1} and {artists2} to headline',
    '{artists0} and {artists1} top the {festival} bill',
    '{festival} returns to {city} with {artists0} headlining',
  ],
  ledes: [
    'The {festival} lineup is here, with {artists0}, {artists1} and {artists2} headlining three days in {city} in {month}.',
    '{festival} announced its lineup on Wednesday: {artists0} and {artists1} headline, with {artists2} on the main stage.',
  ],
  details: [
    'Weekend passes go on sale Friday.',
    'More than forty acts are on the bill.',
    'The festival moved to a larger park this year.',
  ],
});

const health = kind({
  name: 'health',
  defaults: (random) => ({ city: random.pick(CITIES) }),
  titles: [
    '{artist} hospitalized after collapsing on stage in {city}',
    '{artist} recovering in hospital after {city} show',
    '{artist} rushed to hospital; team says rapper is stable',
  ],
  ledes: [
    '{artist} was taken to a hospital after collapsing during a show in {city} on Saturday night.',
    '{artist} is recovering in a {city} hospital after falling ill on stage, the rapper’s team said.',
  ],
  details: [
    'The team said the rapper is stable and thanked fans for their messages.',
    'The show was stopped after four songs.',
  ],
});

// A festival's artists arrive as a list; templates name them one by one.
const festivalWith = festival.with;
festival.with = (random, given) =>
  festivalWith(random, {
    ...given,
    artists0: given.artists[0],
    artists1: given.artists[1],
    artists2: given.artists[2],
  });

/** A list post: many artists, one line each. Every round-up is a story of its own. */
export function roundUp(random, artists) {
  const heading = random.pick([
    'The {count} best new rap songs this week',
    'Fresh picks: {count} tracks you need to hear this weekend',
    'Playlist update: {count} new songs from {first} and more',
    'Friday roundup: new music from {first}, {second} and others',
  ]);
  const facts = { count: artists.length, first: artists[0], second: artists[1] };
  const lines = artists.map((artist, index) => `${index + 1}. ${artist} – “${random.pick(SONG_WORDS)}”`);
  return {
    kind: 'round-up',
    render: () => ({
      titles: [fill(heading, facts)],
      lede: random.pick([
        'Another week, another stack of new music. Here is what we had on repeat.',
        'Our editors picked the songs worth your time this week.',
        'From slow-burning R&B to drill, these are the week’s standouts.',
      ]),
      details: [`\n${lines.join('\n')}`],
      quote: null,
      dateline: null,
    }),
  };
}

export const EVENTS = {
  cities: CITIES,
  labels: LABELS,
  tour: Object.assign(tour, { tourNames: TOUR_NAMES }),
  cancellation,
  tourFollowUp,
  single,
  signing,
  legal,
  legalFollowUp,
  chart,
  award,
  feud,
  festival,
  health,
};
