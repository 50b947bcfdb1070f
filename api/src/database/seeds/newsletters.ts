import type { Newsletter } from '../../modules/newsletters/newsletter.entity';
import { ARTICLE_ART, pick } from './demo-images';
import { ago } from './demo-time';

export type NewsletterRow = Omit<Newsletter, 'id' | 'createdAt'>;

interface NewsletterDraft {
  title: string;
  description: string;
  content: string;
  tags: string[];
  daysAgo: number;
}

/** One issue a week; some carry more than three tags so the '+N' badge shows. */
const DRAFTS: NewsletterDraft[] = [
  {
    title: 'The Cypher Weekly: Oakland Stays Soft',
    description: 'Yara Solstice\'s debut, Kilo Marisol keeps her masters, and the Cypher Fest lineup.',
    content: `This week belongs to the Bay. Yara Solstice released Soft Launch, five songs about rent, family and refusing to leave, and our cover story spent a day with her in East Oakland.

Also inside: Kilo Marisol signed a distribution-only deal and kept her masters; Cypher Fest added a second stage for emerging artists; and the Bronx park cyphers moved into a library basement for the winter.

Spotlight this week: Yara Solstice, Saint Ossie, Odell Quarters, Kilo Marisol and Lark Ashby.`,
    tags: ['Weekly', 'Yara Solstice', 'Kilo Marisol', 'Cypher Fest', 'Artist Spotlight'],
    daysAgo: 1,
  },
  {
    title: 'The Cypher Weekly: Trains, Psalms and Weather',
    description: 'Odell Quarters goes live, Lark Ashby\'s debut EP, and Saint Ossie\'s surprise tape.',
    content: `Three very different records, one common thread: patience. Odell Quarters cut Blue Line Sermons live in five days with his quartet. Lark Ashby's Woodward Avenue Psalms proves slam poetry and rap are closer than you think. And Saint Ossie announced Peckham Weather with nothing but a rainy trailer.

Plus: Riffstream paused its minimum-play payout rule after a week of protest, and our five artists to watch before the year ends.`,
    tags: ['Weekly', 'Reviews', 'Jazz Rap', 'UK Drill'],
    daysAgo: 8,
  },
  {
    title: 'The Cypher Weekly: Diggers and Dancers',
    description: 'A Saturday crate-digging with Dusty Almanac, Mirror Theory\'s third album and the Miami bass revival.',
    content: `We followed Philadelphia producer Dusty Almanac to a 6 a.m. church rummage sale and back to his notebook. Mirror Theory's Two-Way Glass arrived, boom bap with its eyes wide open. And Jetta Moon explained why she writes the dance before the song.

Culture desk: the graffiti writers behind this year's best album covers.`,
    tags: ['Weekly', 'Producers', 'Boom Bap'],
    daysAgo: 15,
  },
  {
    title: 'The Cypher Weekly: The Business of Staying Independent',
    description: 'A week with a hip hop manager, a saved Atlanta venue and the college DJs breaking regional rap.',
    content: `What does a manager actually do? We spent a week finding out: royalty statements, release calendars, tour budgets and the occasional pep talk.

Good news from Atlanta: the Foundry on Edgewood raised $180,000 in nine days and will stay open. And college radio is quietly breaking regional rap months before the playlists notice.`,
    tags: ['Weekly', 'Business', 'Atlanta', 'Independent Artists', 'Radio', 'Venues'],
    daysAgo: 22,
  },
  {
    title: 'The Cypher Weekly: Endless G-Funk Summer',
    description: 'Cisco Verde\'s car-club concept album, Felix Bando\'s Trap Gospel 3, and Rook Calloway\'s brass-band single.',
    content: `Two regional sounds, both in fine form. Cisco Verde's Lowrider Lullabies follows an East LA car club through one long summer, with talk box to spare. Felix Bando's Trap Gospel 3 brings Memphis church organ to the festival stage. And Rook Calloway recorded Second Line Summons with a full brass band in a single afternoon.`,
    tags: ['Weekly', 'West Coast', 'Memphis', 'New Orleans'],
    daysAgo: 29,
  },
];

export function buildDemoNewsletters(now: Date): NewsletterRow[] {
  return DRAFTS.map((draft, index) => ({
    title: draft.title,
    description: draft.description,
    content: draft.content,
    imageUrl: pick(ARTICLE_ART, index + 2),
    tags: draft.tags,
    publishedAt: ago(now, draft.daysAgo, 6),
  }));
}
