import type { Newsletter } from '../../modules/newsletters/newsletter.entity';
import { ago } from './demo-time';

export type NewsletterRow = Pick<
  Newsletter,
  'title' | 'description' | 'content' | 'imageUrl' | 'tags' | 'publishedAt' | 'status' | 'sentAt'
>;

interface NewsletterDraft {
  title: string;
  description: string;
  content: string;
  tags: string[];
  /** [days, hours] before the seed's `now`: each issue follows the week it sums up. */
  age: [number, number];
}

/** One issue a week; some carry more than three tags so the '+N' badge shows. */
const DRAFTS: NewsletterDraft[] = [
  {
    title: 'The Cypher Weekly: Oakland Stays Soft',
    description: "Yara Solstice's debut, Kilo Marisol keeps her masters, and the Cypher Fest lineup.",
    content: `This week belongs to the Bay. Yara Solstice released Soft Launch, five songs about rent, family and refusing to leave, and our cover story spent a day with her in East Oakland.

Also inside: Kilo Marisol signed a distribution-only deal and kept her masters; Saint Ossie's surprise tape Peckham Weather arrived and we reviewed it; Cypher Fest added a second stage for emerging artists; and the Bronx park cyphers moved into a library basement for the winter.

Spotlight this week: Yara Solstice, Saint Ossie, Odell Quarters, Kilo Marisol and Lark Ashby.`,
    tags: ['Weekly', 'Yara Solstice', 'Kilo Marisol', 'Cypher Fest', 'Artist Spotlight'],
    age: [0, 1],
  },
  {
    title: 'The Cypher Weekly: Trains, Slams and Shoe Boxes',
    description: "Odell Quarters goes live, Detroit's slam poets pick up the mic, and five artists to watch.",
    content: `Patience won the week. Odell Quarters cut Blue Line Sermons live in five days with his quartet, and our review calls it one of the year's best. Mirror Theory's Two-Way Glass got the long review it deserves. And we went to Detroit to meet the slam poets turning into rappers.

Plus: Riffstream paused its minimum-play payout rule after a week of protest, a Bed-Stuy sneaker shop started pressing vinyl in shoe boxes, and our five artists to watch before the year ends.`,
    tags: ['Weekly', 'Reviews', 'Jazz Rap', 'Detroit', 'Streaming'],
    age: [7, 1],
  },
  {
    title: 'The Cypher Weekly: Diggers and Writers',
    description:
      "A Saturday crate-digging with Dusty Almanac, Trap Gospel 3 and the graffiti writers behind this year's covers.",
    content: `We followed Philadelphia producer Dusty Almanac to a 6 a.m. church rummage sale and back to his notebook. Felix Bando's Trap Gospel 3 brought Memphis church organ to the festival stage, and Cisco Verde's Lowrider Lullabies followed an East LA car club through one long summer.

Culture desk: the graffiti writers designing this year's best album covers, and the dance crews finally getting paid for the routines that sell rap songs. Mirror Theory moved two tour dates to finish their album; ticket holders get a free in-store show.`,
    tags: ['Weekly', 'Producers', 'Art'],
    age: [14, 1],
  },
  {
    title: 'The Cypher Weekly: The Business of Staying Independent',
    description: 'A week with a hip hop manager, a saved Atlanta venue and the college DJs breaking regional rap.',
    content: `What does a manager actually do? We spent a week finding out: royalty statements, release calendars, tour budgets and the occasional pep talk.

Good news from Atlanta: the Foundry on Edgewood raised $180,000 in nine days and will stay open. And college radio is quietly breaking regional rap months before the playlists notice.`,
    tags: ['Weekly', 'Business', 'Atlanta', 'Independent Artists', 'Radio', 'Venues'],
    age: [21, 1],
  },
  {
    title: 'The Cypher Weekly: A Month of Big Records Ahead',
    description: 'Odell Quarters on jazz and trains, plus the releases we are waiting for this month.',
    content: `Before his quartet album arrives, Odell Quarters told us why he writes on the Blue Line and raps over live takes instead of loops.

Coming up this month: new albums from Mirror Theory and Cisco Verde, the third Trap Gospel tape from Felix Bando, and a debut EP from Detroit's Lark Ashby. We will review all of them.`,
    tags: ['Weekly', 'Interview', 'Jazz Rap', 'Coming Soon'],
    age: [28, 1],
  },
];

/** Past issues, as a site in use has them: each went out when it was published, so the archive lists it. */
export function buildDemoNewsletters(now: Date): NewsletterRow[] {
  return DRAFTS.map((draft) => {
    const publishedAt = ago(now, draft.age[0], draft.age[1]);
    return {
      title: draft.title,
      description: draft.description,
      content: draft.content,
      imageUrl: null,
      tags: draft.tags,
      publishedAt,
      status: 'sent',
      sentAt: publishedAt,
    };
  });
}
