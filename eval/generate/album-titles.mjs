// Invented album titles both labelled sets draw from, so stories and releases name the same records.
export const ALBUM_TITLES = [
  'Velvet Trap',
  'Northern Exposure',
  'The Long Quiet',
  'Gravel Road Gospel',
  'Pressure Points',
  'Satellite Season',
  'House Rules',
  'Slow Motion Money',
  'Kitchen Table',
  'Dead Reckoning',
  'Salt & Vinegar',
  'Mom’s Basement Tapes',
  'Café Society',
  'Paper & Pen',
];
