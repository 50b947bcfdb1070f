// The demo site's seeded artists, in the seed's order, so both labelled sets name the artists a fresh site knows.
export const DEMO_ARTISTS = [
  'Yara Solstice',
  'Saint Ossie',
  'Odell Quarters',
  'Kilo Marisol',
  'Lark Ashby',
  'Tavi Noir',
  'Mirror Theory',
  'Felix Bando',
  'Pilot Kaya',
  'Jetta Moon',
  'Cisco Verde',
  'Amari Tenfold',
  'Dusty Almanac',
  'Rook Calloway',
];
