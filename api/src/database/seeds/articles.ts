import type { Article } from '../../modules/articles/article.entity';
import type { ArticleCategory } from '../../shared/domain/categories';
import { articleWordCount } from '../../shared/domain/word-count';
import { ago } from './demo-time';
import {
  BLUE_LINE_SERMONS_REVIEW,
  DUSTY_ALMANAC_DAY,
  LISTENING_PARTY_RETURN,
  MANAGER_WEEK,
  TWO_WAY_GLASS_REVIEW,
  YARA_SOLSTICE_PROFILE,
} from './long-reads';

/** Seeded stories belong to no member: their writer (createdBy) is left null. */
export type ArticleRow = Omit<
  Article,
  'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'slug' | 'imageAlt' | 'seoTitle' | 'seoDescription' | 'revision'
>;

interface ArticleDraft {
  title: string;
  excerpt: string;
  category: ArticleCategory;
  author: string;
  tags: string[];
  /** How long before the seed's `now` it was published: [days, hours]. */
  age: [number, number];
  /** The whole story of a short piece, as markdown; long reads take their opening paragraphs instead. */
  shortMd?: string;
  longMd?: string;
  featured?: boolean;
}

const HOUSE_SOURCE = 'The Cypher';

/* Every artist, venue, platform and person in these stories is invented. */
const DRAFTS: ArticleDraft[] = [
  // ---------- BREAKING ----------
  {
    title: 'Kilo Marisol Signs Distribution Deal That Lets Her Keep Her Masters',
    excerpt:
      'The Houston bilingual trap star turned down four label offers before choosing a distribution-only deal with full ownership of her recordings.',
    category: 'BREAKING',
    author: 'Imani Castellanos',
    tags: ['Kilo Marisol', 'Business', 'Independent Artists', 'Houston'],
    age: [0, 3],
    shortMd: `Houston rapper Kilo Marisol has signed a distribution-only agreement with independent distributor Gulf Coast Sound Works, keeping full ownership of her master recordings and publishing. The deal follows months of public speculation after she confirmed on a livestream that she had turned down offers from four record labels.

Under the agreement, the distributor handles delivery to streaming platforms, physical manufacturing and a small marketing budget, in exchange for a fixed percentage of revenue. Marisol keeps control over release dates, artwork and features.

> "I sold mixtapes out of my uncle's trunk for three years," she told The Cypher. "I'm not giving somebody forever for a little bit of money right now."

Her new single, Agua Bendita, is the first release under the deal. A full-length album is expected next spring.`,
  },
  {
    title: 'Cypher Fest Adds Second Stage as Winter Lineup Is Revealed',
    excerpt:
      'Yara Solstice, Saint Ossie and Mirror Theory headline the expanded one-day festival, which adds a second stage dedicated to emerging artists.',
    category: 'BREAKING',
    author: 'Theo Warrick',
    tags: ['Cypher Fest', 'Festivals', 'Live Music', 'Lineups'],
    age: [2, 4],
    shortMd: `The winter edition of Cypher Fest will run across two stages for the first time, organisers confirmed today, with a new Next Up stage dedicated entirely to artists who have released fewer than two projects.

Yara Solstice, Saint Ossie and Mirror Theory will headline the main stage, with sets from Felix Bando, Jetta Moon and Pilot Kaya earlier in the day. The Next Up stage will feature eight acts chosen from more than six hundred open submissions.

The festival returns to Pier 9 Warehouse in Brooklyn. Organisers say the second stage was added after last year's event sold out in under a day. A limited number of early tickets remain, and a portion of every ticket funds free music production workshops in the city's public libraries.`,
  },
  {
    title: "Saint Ossie Announces Surprise Mixtape 'Peckham Weather', Out Tomorrow",
    excerpt:
      'The South London drill storyteller revealed the 14-track tape with no singles, no features list and a single grainy trailer.',
    category: 'BREAKING',
    author: 'June Adebayo-Hart',
    tags: ['Saint Ossie', 'UK Drill', 'New Music', 'London'],
    age: [5, 1],
    shortMd: `Saint Ossie has announced a surprise mixtape, Peckham Weather, arriving tomorrow. The announcement came in a 40-second black-and-white trailer showing rain on a bus-stop shelter on Rye Lane, with strings building underneath.

The tape runs to 14 tracks. No singles have been released and no features have been named, though fans have spotted a credit for a South London brass band in the trailer's end card.

It is his first full-length project since the independent single Rye Lane Requiem passed a million plays last year. In a short statement, he said the tape was written "in the hour before it rains, when the whole area goes quiet."`,
  },
  {
    title: 'Streaming Service Riffstream Reverses Payout Change After Artist Backlash',
    excerpt:
      'The platform had planned to stop paying for tracks under 2,000 plays a year; after a week of protest from independent artists it has paused the policy.',
    category: 'BREAKING',
    author: 'Calvin Ferro',
    tags: ['Streaming', 'Business', 'Independent Artists', 'Royalties'],
    age: [9, 7],
    shortMd: `Streaming service Riffstream has paused a planned change that would have stopped royalty payments for any track with fewer than 2,000 plays in a year. The company said it would "consult further with independent artists and distributors" before deciding next steps.

The policy drew a wave of criticism from underground rappers and producers, many of whom release large catalogues of instrumentals and loosies that rarely pass the threshold individually. More than 3,000 artists signed an open letter organised by a coalition of independent labels.

Riffstream said the change had been intended to reduce fraud from automated uploads. Critics argued that fraud could be tackled directly without cutting off small artists. The company did not say when a final decision would be made.`,
  },
  {
    title: 'Mirror Theory Postpone Two Tour Dates to Finish Album, Promise Free Show',
    excerpt:
      'The Queens boom bap duo moved their Philadelphia and Baltimore dates and will play a free record-store set for ticket holders.',
    category: 'BREAKING',
    author: 'Theo Warrick',
    tags: ['Mirror Theory', 'Tours', 'Boom Bap', 'Queens'],
    age: [16, 2],
    shortMd: `Mirror Theory have postponed two dates of their East Coast tour so they can finish mixing their new album, Two-Way Glass. The Philadelphia and Baltimore shows have been moved to next month, and existing tickets remain valid.

In a video message, producer DJ Parallax said the album was "ninety-five percent there" and that the duo did not want to rush the last five percent. Rapper Reno Hollis apologised to fans who had made travel plans and promised a free in-store set for anyone holding a ticket to either show.

The album is still expected on its original release date. Refunds are available from the point of purchase.`,
  },
  {
    title: "Atlanta's Foundry on Edgewood Saved After Community Fundraiser",
    excerpt:
      "The 300-capacity venue, a home for Atlanta's underground rap scene for a decade, raised $180,000 in nine days to cover a rent increase.",
    category: 'BREAKING',
    author: 'Nadia Brooks-Lowe',
    tags: ['Atlanta', 'Venues', 'Community', 'Live Music'],
    age: [23, 5],
    shortMd: `The Foundry on Edgewood, a 300-capacity venue that has hosted Atlanta's underground rap shows for a decade, will stay open after a community fundraiser raised $180,000 in nine days.

The venue's owners announced last month that a steep rent increase would force them to close by the end of the year. Artists who came up through the room, including Tavi Noir, played benefit shows and shared the campaign, and more than 4,000 people donated.

The money covers the increase for three years while the owners negotiate a longer lease.

> "This room gave a lot of people their first stage. It turns out they remembered." — co-owner Marcus Lyle`,
  },

  // ---------- CULTURE ----------
  {
    title: 'Cyphers in the Park Head Indoors for Winter',
    excerpt:
      'The weekly open-air freestyle sessions that filled a Bronx park all summer are moving into a library basement until spring.',
    category: 'CULTURE',
    author: 'Rafael Quintero',
    tags: ['Cyphers', 'Freestyle', 'Community', 'New York'],
    age: [0, 18],
    shortMd: `Every Sunday from May to October, dozens of rappers gathered in a circle in a Bronx park for an open freestyle cypher, with a borrowed speaker and a rotating cast of beatboxers. Now that the cold has arrived, the session is moving indoors.

A branch of the public library has offered its basement community room for the winter, free of charge. Organisers say the move keeps the tradition alive and opens it up to younger rappers whose parents preferred a supervised space.

The rules stay the same: no recording without permission, no battling unless both sides agree, and everyone gets a turn.

> "The park was the stage. But the circle is the point. We can make a circle anywhere." — a Sunday regular`,
  },
  {
    title: "How Detroit's Poetry Slams Are Feeding a New Wave of Rappers",
    excerpt:
      "From library open mics to the booth: why so many of Detroit's most promising MCs learned their craft in front of a silent room.",
    category: 'CULTURE',
    author: 'Imani Castellanos',
    tags: ['Detroit', 'Poetry', 'Lark Ashby', 'Lyricism'],
    age: [7, 5],
    shortMd: `Lark Ashby is the name most people know, but she is not alone. Across Detroit, a generation of rappers is coming out of the city's poetry slam scene, bringing its emphasis on clarity, performance and storytelling into hip hop.

Slam organisers say they now see young writers arriving with beats on their phones, asking whether they can perform with music. Some nights have added a rap round. One long-running monthly slam at a library on the east side now ends with an open cypher.

Rappers who came through slam point to one lesson above all: how to hold a silent room.

> "In a club people will talk over you. At a slam they wait for every word. That changes how you write." — Lark Ashby`,
  },
  {
    title: 'Sneakers and Samples: The Brooklyn Shop Pressing Vinyl in Shoe Boxes',
    excerpt:
      'A sneaker boutique in Bed-Stuy has started releasing limited-run records by local rappers, packaged in custom shoe boxes.',
    category: 'CULTURE',
    author: 'Calvin Ferro',
    tags: ['Vinyl', 'Fashion', 'Sneakers', 'Brooklyn'],
    age: [11, 8],
    shortMd: `At a sneaker boutique in Bed-Stuy, the newest drop is not a shoe. Every month the shop presses 300 copies of a record by a local rapper and sells it in a custom-printed shoe box, complete with tissue paper and a lace-tag signed by the artist.

The owners say the idea came from watching customers queue for limited sneakers and realising the same energy could support local music. The first three releases sold out within hours, and the shop splits profits evenly with each artist.

Collectors have started buying two copies, one to open and one to keep sealed. "People treat the box like the shoe," one of the owners said. "The record is the surprise inside."`,
  },
  {
    title: "The Graffiti Writers Designing This Year's Best Album Covers",
    excerpt:
      'Independent rappers are commissioning local writers for their artwork, and the results are some of the most striking covers of the year.',
    category: 'CULTURE',
    author: 'June Adebayo-Hart',
    tags: ['Art', 'Graffiti', 'Album Covers', 'Design'],
    age: [14, 9],
    shortMd: `Look closely at some of the year's best independent rap covers and you will find a graffiti writer's tag in the corner. Mirror Theory's Two-Way Glass, Felix Bando's Trap Gospel 3 and several smaller releases all feature artwork by local writers rather than studio designers.

Artists say the choice is about roots as much as looks. Graffiti is one of hip hop's founding elements, and commissioning a writer from the same neighbourhood keeps the money and the credit local.

Several writers told us they approach a cover differently from a wall: smaller, more detailed, designed to read at thumbnail size on a phone. One said he now paints covers at full size on board, then photographs them, so the texture of the paint survives.`,
  },
  {
    title: 'Dance Crews Are Taking Over Short-Form Video, and Getting Paid for It',
    excerpt:
      'Choreographers behind viral rap dances are negotiating credits and fees from artists and labels for the first time.',
    category: 'CULTURE',
    author: 'Nadia Brooks-Lowe',
    tags: ['Dance', 'Social Media', 'Jetta Moon', 'Business'],
    age: [19, 4],
    shortMd: `When a rap song goes viral on short-form video, a dance is often the reason. For years, the choreographers behind those dances were rarely credited and almost never paid. That is starting to change.

A group of Miami dance crews has begun offering paid choreography packages to artists before release, including a routine, a tutorial video and a first wave of posts. Jetta Moon, a former crew captain herself, now credits her choreographers on every single.

Crews say a credit matters as much as the fee, because it helps them win commercial work. "If the dance sells the song," one choreographer said, "the dancer should be on the song."`,
  },
  {
    title: 'Radio Is Not Dead: Meet the College Stations Breaking Regional Rap',
    excerpt:
      'Student DJs are playing local rappers months before streaming playlists notice them, and artists are paying attention.',
    category: 'CULTURE',
    author: 'Rafael Quintero',
    tags: ['Radio', 'College Radio', 'Emerging Artists', 'Discovery'],
    age: [25, 3],
    shortMd: `In an age of algorithmic playlists, college radio might sound like a relic. But a group of student-run stations across the South and Midwest has become one of the most reliable early signals for regional rap.

Rook Calloway's first single was played on a New Orleans college station eight months before it reached a major playlist. Odell Quarters credits a Chicago student DJ with the first spins of Kedzie at Midnight.

Student DJs say they have freedom commercial radio lacks: no playlists imposed from above and hours of airtime to fill. Many now run weekly local-rap shows and host artists for live sessions. "We play what we hear at house shows," one DJ said. "Nobody tells us not to."`,
  },
  {
    title: 'The Return of the Listening Party: Why Fans Are Gathering in Record Stores Again',
    excerpt:
      'Front-to-back play-throughs, phones in pockets, artists in the crowd: the listening party is back, and independent stores are leading the way.',
    category: 'CULTURE',
    author: 'Imani Castellanos',
    tags: ['Vinyl', 'Record Stores', 'Community', 'Listening Parties', 'Long Read'],
    age: [3, 6],
    longMd: LISTENING_PARTY_RETURN,
  },

  // ---------- FEATURE ----------
  {
    title: "Yara Solstice Is Writing the Soundtrack to Oakland's Next Chapter",
    excerpt:
      "Her one-take laundromat freestyle drew four label offers. She turned them all down, learned to produce and made the Bay's most talked-about debut.",
    category: 'FEATURE',
    author: 'Nadia Brooks-Lowe',
    tags: ['Yara Solstice', 'Oakland', 'Interview', 'R&B', 'Artist Spotlight', 'Long Read'],
    age: [1, 2],
    featured: true,
    longMd: YARA_SOLSTICE_PROFILE,
  },
  {
    title: 'The Producer Who Digs Through Church Basements: A Day With Dusty Almanac',
    excerpt:
      'Six a.m. rummage sales, a notebook on its 41st volume and a rule about paying back the people he samples.',
    category: 'FEATURE',
    author: 'Theo Warrick',
    tags: ['Dusty Almanac', 'Producers', 'Sampling', 'Vinyl', 'Philadelphia', 'Long Read'],
    age: [14, 3],
    longMd: DUSTY_ALMANAC_DAY,
  },
  {
    title: 'What a Hip Hop Manager Actually Does: A Week in the Life',
    excerpt:
      'Royalty statements, release calendars, tour budgets and the occasional pep talk: a week with an Atlanta manager of independent rappers.',
    category: 'FEATURE',
    author: 'Calvin Ferro',
    tags: ['Business', 'Management', 'Independent Artists', 'Atlanta', 'Long Read'],
    age: [21, 7],
    longMd: MANAGER_WEEK,
  },
  {
    title: 'Odell Quarters on Jazz, Chicago Trains and Learning to Slow Down',
    excerpt: 'Before his quartet album arrives, the Chicago MC talks about playing bass first and rapping second.',
    category: 'FEATURE',
    author: 'Rafael Quintero',
    tags: ['Odell Quarters', 'Interview', 'Jazz Rap', 'Chicago'],
    age: [28, 6],
    shortMd: `Odell Quarters writes most of his verses on the Blue Line. "Forty minutes each way," he says. "That's my office." Ahead of his first album with his live quartet, we talked about how a bass player became a rapper.

He started on upright bass in his high school jazz band and only began writing lyrics in his twenties. Jazz, he says, taught him restraint: "You learn that the rest is part of the music. Rap taught me what to say in between."

The new record was cut live in five days, with the band in one room and no click track. He raps over the full takes rather than loops, so every song shifts slightly in tempo.

> "It breathes. That was the whole idea. I wanted a record that sounds like people." — Odell Quarters

## Where to start

If you have never heard him, start with Kedzie at Midnight, the song a student DJ played first: a walking bass line, brushes on the snare and four minutes about a night-shift bus driver who knows every regular by their stop. Then put the new album on from the top and leave it there. He plans a run of small-room shows with the full quartet in the spring.`,
  },
  {
    title: 'Five Emerging Artists to Watch Before the Year Ends',
    excerpt: 'From Toronto winter ballads to New Orleans brass, five artists whose next move could be their biggest.',
    category: 'FEATURE',
    author: 'June Adebayo-Hart',
    tags: ['Emerging Artists', 'Lists', 'New Music', 'Discovery'],
    age: [8, 2],
    shortMd: `Every year a handful of artists go from local names to everyone's favourites in a matter of months. These five are our picks to make that jump next.

Amari Tenfold makes spacious, melodic winter music from a Scarborough basement; his single North of Never is the best place to start. Rook Calloway brings New Orleans brass and bounce rhythms into street rap, and his single Second Line Summons was recorded with a full brass band in a single afternoon.

Jetta Moon is reviving Miami bass one dance routine at a time. Pilot Kaya splits his music between Lagos and London, and his upcoming EP Danfo Diaries, partly recorded in Lagos, could be his breakthrough. And Cisco Verde is bringing talk box and G-funk back to East Los Angeles with a concept album about a car club's summer.

## Why these five

None of them has a label deal, and all five have built a following the slow way: local shows, college radio, records sold at the merch table. Each also has a project arriving in the next few months, which is why we picked them now. If a name here is new to you, the spotlight page has a profile and a place to start listening for every one of them.`,
  },
  {
    title: "From Lagos to London: Pilot Kaya's Long Road to 'Danfo Diaries'",
    excerpt:
      'The afro-rap artist recorded half his new EP in Lagos during a three-week trip home, and it changed how he thinks about both cities.',
    category: 'FEATURE',
    author: 'June Adebayo-Hart',
    tags: ['Pilot Kaya', 'Afro-Rap', 'London', 'Lagos', 'Interview'],
    age: [2, 20],
    shortMd: `Pilot Kaya had planned to record Danfo Diaries entirely in London. Then, three weeks into a visit to his family in Surulere, he found a studio a short walk from his grandmother's house and changed the plan.

Half the EP was recorded there, with local session drummers and a talking-drum player he met at a wedding. The London half was recorded after he got back, and he says you can hear the difference: "The Lagos songs are louder. Everybody in the room was talking, laughing, shouting ideas."

The EP is named after the yellow minibuses that cross Lagos, and the title track is built on a recording of a danfo conductor calling out stops. He says he wants the record to feel like the journey between two homes rather than a choice between them.

> "In London I make music in a quiet room with headphones on. In Lagos there is no quiet room. The noise is the record." — Pilot Kaya

He is planning two release shows, one in each city, with the same band flown in for both. The Lagos show will be free, in the car park of the studio where half the EP was made.`,
  },
  {
    title: 'Jetta Moon and the Miami Bass Revival',
    excerpt:
      'A former dance-crew captain is bringing booming 808s and chant hooks back to Miami clubs, and a new generation is dancing to it.',
    category: 'FEATURE',
    author: 'Nadia Brooks-Lowe',
    tags: ['Jetta Moon', 'Miami Bass', 'Dance', 'Miami'],
    age: [12, 6],
    shortMd: `Jetta Moon does not start a song with a beat or a lyric. She starts with a dance. A former captain of a Liberty City dance crew, she choreographs a routine first, then builds the track around it with her producer.

The result is music that sounds like classic Miami bass, with booming 808s, chant hooks and fast tempos, but is written for how people dance now. Her single Biscayne Heat has become a staple for the city's crews, and her live shows mix new songs with old bass records she grew up hearing at block parties.

She credits every choreographer she works with and pays them from her own budget.

> "The dancers built this music. I'm just bringing it back around." — Jetta Moon

## What comes next

Her next single is already choreographed. She will not say what it is called, only that the routine has been rehearsed by six crews across the city, and that the first time anyone hears the song will be at a block party, not on a streaming service.`,
  },

  // ---------- REVIEW ----------
  {
    title: "Review: Saint Ossie, 'Peckham Weather'",
    excerpt:
      "A drill mixtape that plays like a short-film anthology: strings, sirens, brass band and some of the year's sharpest storytelling.",
    category: 'REVIEW',
    author: 'June Adebayo-Hart',
    tags: ['Saint Ossie', 'Review', 'UK Drill', 'Mixtape'],
    age: [0, 9],
    shortMd: `**Rating: 8 / 10**

Peckham Weather is a drill mixtape that plays like an anthology of short films. Saint Ossie writes mostly in the third person, and his best songs here are stories with a beginning, middle and twist.

The production is the other star. Sliding 808s and skittering hi-hats frame film-score strings, a hymn sung by a church choir and, on Bus Shelter, a South London brass band. It should be too much; instead it gives every track its own weather.

At fourteen songs the tape drifts in its second half, and two tracks repeat the same story beats. But the highs, especially Rye Lane Requiem II and the closer Forecast, are some of the most vivid drill of the year.

## Best tracks

Rye Lane Requiem II, Bus Shelter and Forecast. Start with Bus Shelter: the brass band enters on the second verse, and the song turns from a warning into something close to a hymn.`,
  },
  {
    title: "Review: Lark Ashby, 'Woodward Avenue Psalms'",
    excerpt:
      "The Detroit slam champion's debut EP is dense, clear and devastating, seven songs that reward reading along.",
    category: 'REVIEW',
    author: 'Imani Castellanos',
    tags: ['Lark Ashby', 'Review', 'Conscious Rap', 'Detroit', 'EP'],
    age: [6, 3],
    shortMd: `**Rating: 8.5 / 10**

Lark Ashby writes like a poet and performs like one, and Woodward Avenue Psalms is the rare rap debut you want to read along to. Seven songs, twenty-six minutes, not a wasted line.

Land Bank Blues is the centrepiece, a song about a family's house auctioned for back taxes, told through the objects left behind. Eastern Market Sunday is warmer, a portrait of the city's busiest morning. The production, mostly soul samples and live bass, stays out of her way.

If anything, the EP could loosen up; a couple of hooks feel like afterthoughts next to the verses. But as an introduction, it is hard to imagine a stronger one.

## Best tracks

Land Bank Blues, Eastern Market Sunday and the closer, Psalm for the Bus Stop, a two-minute a cappella piece that was recorded, she says, in a single take at five in the morning.`,
  },
  {
    title: "Review: Mirror Theory, 'Two-Way Glass'",
    excerpt:
      "The Queens duo's third album is boom bap with its eyes wide open: classic drums, present-day fears and their sharpest writing yet.",
    category: 'REVIEW',
    author: 'Rafael Quintero',
    tags: ['Mirror Theory', 'Review', 'Boom Bap', 'Album', 'Long Read'],
    age: [10, 4],
    longMd: TWO_WAY_GLASS_REVIEW,
  },
  {
    title: "Review: Odell Quarters, 'Blue Line Sermons'",
    excerpt:
      "Recorded live with a quartet in five days, the Chicago MC's album makes the case for patience in a loud year.",
    category: 'REVIEW',
    author: 'Theo Warrick',
    tags: ['Odell Quarters', 'Review', 'Jazz Rap', 'Album', 'Chicago', 'Long Read'],
    age: [8, 5],
    longMd: BLUE_LINE_SERMONS_REVIEW,
  },
  {
    title: "Review: Felix Bando, 'Trap Gospel 3'",
    excerpt:
      'The Memphis trap series reaches its biggest and most polished chapter, with organ-drenched beats and hooks built for crowds.',
    category: 'REVIEW',
    author: 'Calvin Ferro',
    tags: ['Felix Bando', 'Review', 'Trap', 'Memphis', 'Mixtape'],
    age: [15, 6],
    shortMd: `**Rating: 7.5 / 10**

The third Trap Gospel tape is Felix Bando's biggest production yet, and it mostly earns the scale. The organ that has defined the series is still here, pitched down and drenched in reverb, but the drums hit harder and the hooks are built for festival crowds.

Sunday Service and Orange Mound Hymn are the best call-and-response songs he has written. The features are more hit and miss: eleven guests across eighteen songs is a lot, and a few verses feel like favours.

Still, as a portrait of Memphis trap in all its grit and joy, Trap Gospel 3 is hard to beat, and Felix Bando remains one of the best hook writers in the South.

## Best tracks

Sunday Service, Orange Mound Hymn and the solo closer Collection Plate, where the features finally fall away and he raps for four minutes over nothing but the organ.`,
  },
  {
    title: "Review: Cisco Verde, 'Lowrider Lullabies'",
    excerpt: 'An East LA car club, one long summer and a lot of talk box: a warm, sun-faded G-funk concept album.',
    category: 'REVIEW',
    author: 'Rafael Quintero',
    tags: ['Cisco Verde', 'Review', 'G-Funk', 'Los Angeles', 'Album'],
    age: [18, 2],
    shortMd: `**Rating: 8 / 10**

Lowrider Lullabies follows one East LA car club through a single summer, from the first cruise night to a funeral procession, and Cisco Verde tells the story with warmth and restraint.

The sound is classic G-funk, with whining synth leads, live bass and plenty of talk box, played by Verde himself on instruments he partly built. It never feels like pastiche because the songs are so specific: the smell of the paint booth, the arguments over hydraulics, the grandmother who blesses every car.

A couple of interludes could go, but the album's final third, building to the beautiful Last Cruise, is the most moving stretch of West Coast rap in a while.

## Best tracks

Cruise Night, Paint Booth Romance and Last Cruise. Listen to it in a car, with the windows down, if you can.`,
  },
];

/** A long read's short version: its first paragraphs, before the first section heading. */
const SHORT_VERSION_PARAGRAPHS = 3;

function openingParagraphs(markdown: string, count: number): string {
  const blocks = markdown.split(/\n{2,}/);
  const firstHeading = blocks.findIndex((block) => block.startsWith('#'));
  const opening = blocks.slice(0, firstHeading < 0 ? blocks.length : firstHeading);
  return opening
    .filter((block) => !block.startsWith('>'))
    .slice(0, count)
    .join('\n\n');
}

/** Every demo article: its one markdown body (the long read, else the short piece), the short version and its word count. */
export function buildDemoArticles(now: Date): ArticleRow[] {
  return DRAFTS.map((draft) => {
    const shortMd = draft.shortMd ?? openingParagraphs(draft.longMd ?? '', SHORT_VERSION_PARAGRAPHS);
    const content = draft.longMd ?? shortMd;
    return {
      title: draft.title,
      excerpt: draft.excerpt,
      content,
      category: draft.category,
      // No picture of our own: the site draws each story's artwork from its id, title and category.
      imageUrl: null,
      shortMd,
      wordCount: articleWordCount({ content }),
      // Every demo story is the site's own: an invented outlet would need an address that leads nowhere.
      canonicalUrl: null,
      author: draft.author,
      featured: draft.featured ?? false,
      publishedAt: ago(now, draft.age[0], draft.age[1]),
      source: HOUSE_SOURCE,
      sourceUrl: null,
      isAiGenerated: false,
      tags: draft.tags.join(', '),
      status: 'published',
      publishAt: null,
    };
  });
}
