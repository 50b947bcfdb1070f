import type { Artist } from '../../modules/artists/artist.entity';
import { currentIsoWeek, formatIsoWeek, isoWeekOf, isoWeekStart, shiftIsoWeek } from '../../shared/domain/iso-week';

/** Seeded profiles belong to no member: their writer (createdBy) is left null. */
export type ArtistRow = Omit<Artist, 'id' | 'createdAt' | 'updatedAt' | 'createdBy'>;

export interface DemoArtist {
  row: ArtistRow;
  /** Weeks this artist was spotlighted, with its place in that week's five. */
  spotlights: { week: string; position: number }[];
}

interface Profile {
  name: string;
  /** Handle used for the invented social accounts. */
  genre: string;
  location: string;
  description: string;
  shortBio: string;
  fullBio: string;
  latestProject: string;
}

/*
 * Every artist here is invented, so none has a social account or a store page:
 * an invented handle on a real platform could belong to a real person, and a
 * made-up domain leads nowhere. Their profiles link only to pages of this site.
 */
const PROFILES: Profile[] = [
  {
    name: 'Yara Solstice',
    genre: 'R&B / Rap',
    location: 'Oakland, CA',
    description:
      'Oakland singer-rapper who moves between hushed R&B hooks and rapid-fire verses about rent, family and staying put.',
    shortBio:
      "A singer who raps like a journalist: Yara Solstice writes about East Oakland blocks with a reporter's eye and a choir kid's voice.",
    fullBio: `## From the choir loft to the corner studio

Yara Solstice grew up singing alto in her grandmother's church on International Boulevard and recording verses on a cracked phone in the back of the 57 bus. She started posting one-take freestyles in 2022, and a clip of her rapping over a gospel organ loop outside a laundromat travelled far beyond the Bay.

## The sound

Her records sit where **slow-burning R&B** meets **Bay Area rap cadence**: soft harmonies stacked six deep, then a verse that refuses to breathe. She produces about half of her own beats.

## Essential listening

- *Soft Launch* (EP) — her most complete statement so far
- "Rent Due Lullaby" — the freestyle that started it all
- "Fruitvale Forecast" — a duet with her younger brother, a trumpet player

> "I want the song to sound like the block feels at 7 a.m. — quiet, but everybody's already working."`,
    latestProject: 'Soft Launch (EP)',
  },
  {
    name: 'Saint Ossie',
    genre: 'UK Drill',
    location: 'Peckham, London, UK',
    description: 'South London drill artist known for cinematic storytelling and orchestral samples over sliding 808s.',
    shortBio:
      'Saint Ossie turns South London drill into short films: strings, sirens and verses that read like case files.',
    fullBio: `## Background

Born to Ghanaian parents and raised on an estate off Rye Lane, Saint Ossie wrote his first bars in a youth-club studio that has since closed. He credits the youth worker who ran it with teaching him to **"write the scene before the brag."**

## Style

Drill's sliding bass and off-kilter hi-hats are the frame, but the colour comes from samples: film-score strings, hymns, even a brass band recorded at a church fete. His verses are third-person stories more often than boasts.

## Milestones

1. Debut single "Rye Lane Requiem" passed a million plays without a label
2. First headline show at a 400-capacity room sold out in an afternoon
3. *Peckham Weather* (mixtape) arrived this month with no advance singles`,
    latestProject: 'Peckham Weather (Mixtape)',
  },
  {
    name: 'Odell Quarters',
    genre: 'Jazz Rap',
    location: 'Chicago, IL',
    description:
      'Chicago MC-producer who records with a live quartet and raps about the city from the window seat of the L.',
    shortBio:
      "Part rapper, part bandleader: Odell Quarters writes patient, jazz-soaked rap about Chicago's trains, kitchens and late shifts.",
    fullBio: `## A musician first

Odell Quarters played upright bass in his high school jazz band on the South Side before he ever wrote a verse. He still arranges every song for a four-piece band — bass, keys, drums and a rotating horn — and raps over the takes they cut live in one room.

## Themes

Commutes, double shifts, the grandmother who kept the soul station on all day. His writing is unhurried, conversational and full of street names.

## Discography highlights

- *Blue Line Sermons* (album) — recorded in five days with the full quartet
- *Transfer Station* (EP)
- "Kedzie at Midnight" — his most-played single

> "Jazz taught me to leave space. Rap taught me what to fill it with."`,
    latestProject: 'Blue Line Sermons (Album)',
  },
  {
    name: 'Kilo Marisol',
    genre: 'Latin Trap',
    location: 'Houston, TX',
    description:
      'Bilingual Houston rapper mixing chopped-and-screwed tradition with Latin trap and norteño accordion samples.',
    shortBio:
      "Kilo Marisol raps in two languages and three tempos, pulling Houston's slowed-down heritage into bilingual trap.",
    fullBio: `## Houston, both sides of the hyphen

Kilo Marisol grew up in Gulfton, switching between Spanish at home and English at school — and now switching mid-bar on record. Her first mixtapes were sold out of the trunk of her uncle's car at swap meets.

## What makes her different

- **Bilingual flows** that change language for punchlines, not for effect
- **Chopped-and-screwed** outros on nearly every track, a nod to the city's DJs
- Accordion and bajo sexto samples flipped into trap beats

## Independence

She recently signed a distribution-only deal that leaves her owning her masters, a move she has talked about openly with fans.`,
    latestProject: 'Agua Bendita (Single)',
  },
  {
    name: 'Lark Ashby',
    genre: 'Conscious Rap',
    location: 'Detroit, MI',
    description:
      "Detroit poet turned rapper whose slam-honed verses cover housing, faith and the city's comeback story.",
    shortBio:
      'A three-time slam champion who brought the mic from the poetry stage to the booth, Lark Ashby writes Detroit rap you can quote.',
    fullBio: `## From slam to studio

Lark Ashby won three city poetry slams before turning 21. A local producer heard a recording of her reading at a library open mic and sent her a folder of beats the next morning.

## Writing

She writes every verse on paper first, in the same spiral notebooks she used for slam. Her songs are dense but clear, and she performs them with the timing of someone used to a silent room.

## Where to start

1. *Woodward Avenue Psalms* (EP)
2. "Land Bank Blues"
3. "Eastern Market Sunday"

> "A poem can end on a question. A song has to end on a feeling. I'm still learning that."`,
    latestProject: 'Woodward Avenue Psalms (EP)',
  },
  {
    name: 'Tavi Noir',
    genre: 'Alternative Rap',
    location: 'Atlanta, GA',
    description:
      'Atlanta experimentalist blending distorted guitars, trap drums and choir samples into moody, maximal songs.',
    shortBio:
      'Tavi Noir makes Atlanta rap for people who grew up on both trap and post-punk — loud, strange and surprisingly tender.',
    fullBio: `## The noise and the hook

Tavi Noir started out playing guitar in a hardcore band in Decatur before switching to rap. The guitars never left: they sit under his trap drums as a wall of fuzz.

## Live reputation

His shows are known for crowd-surfing and for the quiet acoustic song he plays halfway through every set.

## Key records

- "Cathedral Static" (single)
- *Velvet Riot* (mixtape)`,
    latestProject: 'Cathedral Static (Single)',
  },
  {
    name: 'Mirror Theory',
    genre: 'Boom Bap',
    location: 'Queens, NY',
    description:
      'Queens duo of rapper Reno Hollis and producer DJ Parallax, making dusty, sample-heavy boom bap with a sharp political edge.',
    shortBio:
      'Mirror Theory keep the SP-1200 swing of Queens alive while writing about now: gentrification, surveillance, group chats.',
    fullBio: `## The duo

Rapper **Reno Hollis** and producer **DJ Parallax** met working the same record-store counter in Jamaica, Queens. They have made music together for eleven years and released three albums.

## Sound

Dusty drum breaks, chopped soul, scratched hooks — the grammar of [boom bap](https://en.wikipedia.org/wiki/Boom_bap) — used to talk about a present-day city.

## Albums

1. *Stoop Politics*
2. *Local Time*
3. *Two-Way Glass* (new)`,
    latestProject: 'Two-Way Glass (Album)',
  },
  {
    name: 'Felix Bando',
    genre: 'Trap',
    location: 'Memphis, TN',
    description:
      'Memphis trap artist with a gospel upbringing and a gift for hooks, known for the long-running Trap Gospel tape series.',
    shortBio:
      'Felix Bando blends Memphis horrorcore grit with Sunday-morning organ — and somehow makes it sound like a party.',
    fullBio: `## Memphis roots

Felix Bando grew up in Orange Mound, the son of a church organist. The organ shows up on almost every beat he picks, pitched down and drenched in reverb.

## The Trap Gospel series

Three tapes in four years, each one bigger than the last. The third instalment is his most polished yet, with features from across the South.

## Known for

- Call-and-response hooks built for crowds
- Producing for other Memphis rappers under a different alias`,
    latestProject: 'Trap Gospel 3 (Mixtape)',
  },
  {
    name: 'Pilot Kaya',
    genre: 'Afro-Rap',
    location: 'London, UK (born in Lagos, Nigeria)',
    description: 'Lagos-born, London-based rapper fusing afrobeats percussion, grime energy and Yoruba storytelling.',
    shortBio:
      'Pilot Kaya raps between two cities — Lagos traffic and London night buses — over drums that refuse to sit still.',
    fullBio: `## Two cities

Pilot Kaya moved from Surulere to East London at thirteen. His music keeps both places in frame: talking drum samples beside grime-tempo basslines, Yoruba proverbs beside London slang.

## Latest

*Danfo Diaries* (EP) is named after the yellow minibuses of Lagos and was recorded partly in a studio there during a three-week visit home.

## Collaborators

He works closely with producer Temi Adeyemo-Clarke and regularly features South London MCs.`,
    latestProject: 'Danfo Diaries (EP)',
  },
  {
    name: 'Jetta Moon',
    genre: 'Miami Bass / Club Rap',
    location: 'Miami, FL',
    description:
      "Miami club rapper reviving the city's bass music with booming 808s, chant hooks and a dancer's sense of tempo.",
    shortBio:
      'Jetta Moon brings Miami bass back to the club: big 808s, bigger hooks, and verses written for the dancefloor.',
    fullBio: `## Bass heritage

Jetta Moon grew up hearing Miami bass at block parties in Liberty City. A former dance-crew captain, she writes songs around choreography first and lyrics second.

## Revival

Her sets mix new songs with classic bass records, and her single "Biscayne Heat" has become a staple for the city's dance crews.`,
    latestProject: 'Biscayne Heat (Single)',
  },
  {
    name: 'Cisco Verde',
    genre: 'West Coast / G-Funk',
    location: 'Los Angeles, CA',
    description:
      'East LA rapper-producer reviving G-funk with live talk box, lowrider soul samples and laid-back storytelling.',
    shortBio:
      'Cisco Verde plays talk box, builds his own synths and raps about East LA car clubs with warm, sun-faded G-funk.',
    fullBio: `## Car-club kid

Cisco Verde's father restored lowriders in Boyle Heights, and the shop radio played oldies and G-funk all day. He learned keys on a secondhand synth and built his first talk box from a kit.

## Sound

Whining synth leads, live bass, talk-box hooks and the slow roll of classic [G-funk](https://en.wikipedia.org/wiki/G-funk).

## Latest album

*Lowrider Lullabies* is a loose concept record following one car club through a summer.`,
    latestProject: 'Lowrider Lullabies (Album)',
  },
  {
    name: 'Amari Tenfold',
    genre: 'Melodic Rap',
    location: 'Toronto, ON, Canada',
    description:
      'Toronto melodic rapper with a cold, spacious sound built on ambient synths and heavily layered vocals.',
    shortBio:
      'Amari Tenfold writes winter music: melodic Toronto rap full of space, synths and confessions half-sung under the breath.',
    fullBio: `## Scarborough nights

Amari Tenfold started recording in a Scarborough basement with a USB microphone and a duvet for acoustic treatment. He still mixes his own vocals.

## Sound

Ambient pads, sparse drums, and vocals layered until they sound like a small choir of the same person.

## Recent work

- "North of Never" (single)
- *Long Winter* (EP)`,
    latestProject: 'North of Never (Single)',
  },
  {
    name: 'Dusty Almanac',
    genre: 'Instrumental Hip Hop',
    location: 'Philadelphia, PA',
    description:
      'Philadelphia beatmaker who digs for samples in church basements and estate sales; producer for a dozen underground MCs.',
    shortBio:
      "Dusty Almanac is the crate-digger's crate-digger: a Philly producer whose beats come from records nobody else has heard.",
    fullBio: `## The digger

Dusty Almanac (he will not say his real name) has spent fifteen years buying records at estate sales, church rummage sales and thrift stores across Pennsylvania. He estimates his collection at 22,000 records.

## Producer credits

He has produced for more than a dozen underground rappers, and his instrumental albums are favourites of late-night radio hosts.

## Latest

*Crates & Consequences* is built entirely from records bought for under a dollar.`,
    latestProject: 'Crates & Consequences (Album)',
  },
  {
    name: 'Rook Calloway',
    genre: 'Bounce / Southern Rap',
    location: 'New Orleans, LA',
    description:
      'New Orleans rapper who mixes bounce rhythms, brass-band horns and street storytelling from the Seventh Ward.',
    shortBio:
      'Rook Calloway raps over bounce beats and second-line brass, carrying New Orleans street music into the present.',
    fullBio: `## Seventh Ward

Rook Calloway grew up following second-line parades and practising trombone in a high school marching band. Horns remain the backbone of his beats.

## Sound

Bounce's "Triggerman" rhythm, sousaphone basslines and verses delivered with a parade-route swagger.

## Latest

"Second Line Summons" was recorded with a full brass band in a single afternoon.`,
    latestProject: 'Second Line Summons (Single)',
  },
];

/** Spotlight order for this week and for last week, by artist name. */
const THIS_WEEK = ['Yara Solstice', 'Saint Ossie', 'Odell Quarters', 'Kilo Marisol', 'Lark Ashby'];
const LAST_WEEK = ['Tavi Noir', 'Mirror Theory', 'Felix Bando', 'Pilot Kaya', 'Jetta Moon'];

/**
 * The demo artists, with this week's five spotlighted (isSpotlighted, spotlightWeek,
 * spotlightedAt on the artist, and a spotlight row each) and last week's five kept as
 * history, so the week picker has something to show too.
 */
export function buildDemoArtists(now: Date): DemoArtist[] {
  const thisWeek = currentIsoWeek(now);
  const lastWeek = formatIsoWeek(shiftIsoWeek(isoWeekOf(now), -1));
  // Spotlights are picked at the start of the week; never later than `now` itself.
  const thisWeekPickedAt = new Date(Math.min(isoWeekStart(isoWeekOf(now)).getTime() + 9 * 3_600_000, now.getTime()));
  const lastWeekPickedAt = new Date(isoWeekStart(shiftIsoWeek(isoWeekOf(now), -1)).getTime() + 9 * 3_600_000);

  return PROFILES.map((profile) => {
    const currentPosition = THIS_WEEK.indexOf(profile.name) + 1;
    const previousPosition = LAST_WEEK.indexOf(profile.name) + 1;
    const spotlights: DemoArtist['spotlights'] = [];
    if (previousPosition) spotlights.push({ week: lastWeek, position: previousPosition });
    if (currentPosition) spotlights.push({ week: thisWeek, position: currentPosition });

    const latestWeek = currentPosition ? thisWeek : previousPosition ? lastWeek : null;
    const row: ArtistRow = {
      name: profile.name,
      genre: profile.genre,
      description: profile.description,
      aliases: [],
      // No photo: the site draws a portrait for each artist from its id, name and genre.
      imageUrl: null,
      musicbrainzId: null,
      shortBio: profile.shortBio,
      fullBio: profile.fullBio,
      location: profile.location,
      socialLinks: {},
      latestProject: profile.latestProject,
      // The release pages of the site are its search: no 'Listen' button leads off to a store that has never heard of it.
      latestProjectUrl: null,
      latestProjectImage: null,
      scrapedAt: null,
      sourceUrl: null,
      isSpotlighted: currentPosition > 0,
      spotlightedAt: currentPosition ? thisWeekPickedAt : previousPosition ? lastWeekPickedAt : null,
      spotlightWeek: latestWeek,
      status: 'published',
      publishAt: null,
      aiGenerated: false,
    };
    return { row, spotlights };
  });
}
