/* The culture stories' bodies, as markdown. Every artist, place and person in them is invented. */

export const DETROIT_SLAMS = `Lark Ashby is the name most people know, but she is not alone. Across Detroit, a generation of rappers is coming out of the city's poetry slam scene, bringing its emphasis on clarity, performance and storytelling into hip hop.

Slam organisers say they now see young writers arriving with beats on their phones, asking whether they can perform with music. Some nights have added a rap round. One long-running monthly slam at a library on the east side now ends with an open cypher.

Rappers who came through slam point to one lesson above all: how to hold a silent room.

> "In a club people will talk over you. At a slam they wait for every word. That changes how you write." — Lark Ashby

## The rooms

Detroit's slam scene has never had a single home. It moves between library meeting rooms, church basements, a bookstore on the west side and the back room of a barbecue restaurant that has hosted a Thursday open mic for fifteen years. Entry is usually free or a few dollars; the prize, when there is one, is rarely more than a hundred.

What the rooms share is a culture of attention. Phones go away. Judges hold up scores. Poets who run over three minutes lose points, which teaches economy faster than any workshop. "You learn that every line has to pay rent," one organiser said.

## From the page to the beat

The move from slam to rap is not always smooth. Poets used to performing a cappella have to learn to ride a beat, and some never quite do. But the writers who make the jump bring habits that set them apart:

- **Clarity.** Slam audiences hear a poem once. Every word has to land the first time.
- **Structure.** A three-minute poem has a shape: a turn, a build, an ending. Many rap verses do not.
- **Presence.** Slam poets perform with nothing to hide behind: no band, no hype man, no smoke machine.

## Who to hear

Besides Ashby, organisers point to a handful of names worth watching: a nineteen-year-old from the east side who won the city's youth slam twice before releasing a single song, a former teacher who raps about her classroom, and a duo who perform their verses as a conversation, each finishing the other's lines.

Most have recorded little so far. The best way to hear them, for now, is the way the scene always has: turn up on a Thursday night, find a seat and put your phone away.`;

export const COLLEGE_RADIO = `In an age of algorithmic playlists, college radio might sound like a relic. But a group of student-run stations across the South and Midwest has become one of the most reliable early signals for regional rap.

Rook Calloway's first single was played on a New Orleans college station eight months before it reached a major playlist. Odell Quarters credits a Chicago student DJ with the first spins of Kedzie at Midnight.

Student DJs say they have freedom commercial radio lacks: no playlists imposed from above and hours of airtime to fill. Many now run weekly local-rap shows and host artists for live sessions. "We play what we hear at house shows," one DJ said. "Nobody tells us not to."

## How a song gets on the air

At most student stations, the process is informal. An artist drops off a USB stick or sends a link; a music director listens; if the song is good, it goes into rotation. Some stations keep a shelf of local releases that any DJ can pull from. Others run submission forms that every DJ on the schedule can read.

That openness matters for artists with no label and no publicist. "Commercial radio wants to know who is behind you," one Memphis producer said. "College radio just wants to know if the song is good."

## Why the industry listens

Label scouts and playlist editors have quietly started watching student station charts. Several stations report their weekly most-played lists to an industry tracking service, and a local song that climbs those charts across three or four stations at once is now treated as an early sign of something real.

> "We're not trying to be a farm team for anyone. We just play the best stuff in town. If the labels want to listen in, fine." — a student music director in New Orleans

## The live sessions

The most valuable thing many stations offer is not airplay but a room. Live sessions, usually recorded in a cramped studio with a single camera, have become a rite of passage for regional rappers. The videos travel well online, and for many artists they are the first professionally recorded live performance they have.

## What it costs to keep going

Student stations run on tiny budgets, and several have been cut or moved online-only in the last few years. Their defenders argue that the cost is small and the benefit outsized: a free, open door for local music that no algorithm has replaced. Most stations take donations, and many welcome volunteers from outside the university.`;

export const DANCE_CREWS_PAID = `When a rap song goes viral on short-form video, a dance is often the reason. For years, the choreographers behind those dances were rarely credited and almost never paid. That is starting to change.

A group of Miami dance crews has begun offering paid choreography packages to artists before release, including a routine, a tutorial video and a first wave of posts. Jetta Moon, a former crew captain herself, now credits her choreographers on every single.

Crews say a credit matters as much as the fee, because it helps them win commercial work. "If the dance sells the song," one choreographer said, "the dancer should be on the song."

## How the packages work

A typical package starts a few weeks before a single comes out. The artist sends the crew an unreleased version of the song; the crew builds a routine of fifteen to thirty seconds, rehearses it and films a tutorial that breaks it down step by step. On release day, the crew and a network of dancers they work with post the routine at the same time.

Prices vary widely. A small crew might charge a few hundred dollars for a routine and a tutorial. Established crews with large followings charge much more, and some now ask for a small share of the song's streaming income instead of, or as well as, a fee.

## The credit question

Choreography can be protected by copyright, but short social media routines almost never are, and disputes over who made a viral dance are common. Crews say a written credit (on the song's page, in the video description, in interviews) is the simplest protection they have.

> "We don't need to own the song. We need people to know who made the dance, so the next artist calls us." — a Miami crew leader

## What artists say

Artists who have paid for choreography describe it as marketing that works better than advertising. A routine gives fans something to do with a song, not just something to hear. Several independent rappers told The Cypher that a paid routine had done more for a single than a paid playlist placement.

## Beyond Miami

Crews in Atlanta, Houston and Chicago have started offering similar packages, and a small group of choreographers is drafting a standard agreement covering fees, credits and what happens when a dance is used in an advert. They hope to publish it next year, so that any crew, anywhere, can start from the same page.`;
