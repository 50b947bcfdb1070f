/* The news stories' bodies, as markdown. Every artist, company, place and person in them is invented. */

export const KILO_MARISOL_DEAL = `Houston rapper Kilo Marisol has signed a distribution-only agreement with independent distributor Gulf Coast Sound Works, keeping full ownership of her master recordings and publishing. The deal follows months of public speculation after she confirmed on a livestream that she had turned down offers from four record labels.

Under the agreement, the distributor handles delivery to streaming platforms, physical manufacturing and a small marketing budget, in exchange for a fixed percentage of revenue. Marisol keeps control over release dates, artwork and features.

Her new single, Agua Bendita, is the first release under the deal. A full-length album is expected next spring.

> "I sold mixtapes out of my uncle's trunk for three years," she told The Cypher. "I'm not giving somebody forever for a little bit of money right now."

## What she turned down

Marisol did not name the labels, but two people familiar with the negotiations described the largest offer as a multi-album deal with an advance in the high six figures, in exchange for ownership of her recordings for the life of the copyright. Two of the other offers included a share of her touring and merchandise income, the so-called 360 arrangement that became common in the last decade.

The distribution deal pays no advance. Instead, Gulf Coast Sound Works takes a percentage of the revenue her records earn, reportedly under twenty percent, and the agreement can be ended by either side after three years. The recordings stay hers whatever happens.

## Why it matters

Deals like this were rare for an artist at Marisol's level even five years ago. Distribution was something you did yourself through an online aggregator, or something a label did for you. A growing group of independent distributors now sits in between: they offer some of a label's services (marketing, playlist pitching, vinyl pressing) without asking for the masters.

For artists with an audience already built, the trade-off is increasingly attractive. Marisol has more than a million monthly listeners and sells out 1,500-capacity rooms across Texas, almost entirely without radio or label support.

## What comes next

The album, which she says is "half Spanish, half English, all Houston", is mostly finished. She plans to release three more singles before it, each with a video shot in a different part of the city, and a tour of Texas and the Southwest is planned for the spring.

Asked what she would tell younger artists weighing their first offer, she laughed. "Read it twice. Then read it with a lawyer. Then ask yourself who owns your voice in twenty years."`;

export const CYPHER_FEST_LINEUP = `The winter edition of Cypher Fest will run across two stages for the first time, organisers confirmed today, with a new Next Up stage dedicated entirely to artists who have released fewer than two projects.

Yara Solstice, Saint Ossie and Mirror Theory will headline the main stage, with sets from Felix Bando, Jetta Moon and Pilot Kaya earlier in the day. The Next Up stage will feature eight acts chosen from more than six hundred open submissions.

The festival returns to Pier 9 Warehouse in Brooklyn. Organisers say the second stage was added after last year's event sold out in under a day.

## The lineup

**Main stage**

- Yara Solstice
- Saint Ossie
- Mirror Theory
- Felix Bando
- Jetta Moon
- Pilot Kaya

**Next Up stage**

Eight acts, to be announced over the next two weeks, chosen by a panel of DJs, promoters and two of last year's Next Up performers. Every act will be paid the same fee, and each gets a professionally recorded live set to keep.

## How the Next Up stage was picked

Submissions opened in the summer and closed with more than six hundred entries from across the country. Each was heard by at least two members of the panel, who were asked to judge a live recording rather than a studio track. "A great song is one thing," said one panellist. "We wanted to know who can hold a room at two in the afternoon, when half the crowd is still queuing for food."

## What changes this year

The second stage is in the warehouse's old loading bay, with room for around 800 people. Organisers say set times have been staggered so that no Next Up act plays against a headliner. There will also be more water points, more seating and a quiet room for anyone who needs a break from the noise, after feedback from last year's crowd.

## Tickets

A limited number of early tickets remain, and a portion of every ticket funds free music production workshops in the city's public libraries. The workshops, which started after the first festival, now run in eleven branches and have taught more than 2,000 young people the basics of recording, beat-making and songwriting.

Set times will be published a week before the festival, along with a map of both stages. Organisers also promise step-free access to both stages, a free cloakroom and, after complaints about last year's queues, twice as many bar staff. Doors open at noon, and the last set on the main stage ends at eleven.`;

export const RIFFSTREAM_REVERSAL = `Streaming service Riffstream has paused a planned change that would have stopped royalty payments for any track with fewer than 2,000 plays in a year. The company said it would "consult further with independent artists and distributors" before deciding next steps.

The policy drew a wave of criticism from underground rappers and producers, many of whom release large catalogues of instrumentals and loosies that rarely pass the threshold individually. More than 3,000 artists signed an open letter organised by a coalition of independent labels.

Riffstream said the change had been intended to reduce fraud from automated uploads. Critics argued that fraud could be tackled directly without cutting off small artists. The company did not say when a final decision would be made.

## What the policy would have done

Under the proposal, any track that earned fewer than 2,000 plays over twelve months would have earned nothing at all. The money those plays generated would not have disappeared; it would have been shared among the tracks above the line. Independent labels calculated that the change would have moved a small but meaningful sum from the smallest artists to the largest.

For a producer who releases a beat tape every month, the effect would have been stark. "I have four hundred instrumentals up," one Atlanta producer told The Cypher. "Maybe thirty of them pass two thousand plays in a year. The rest add up to my phone bill. Under this rule, they add up to zero."

## The open letter

The letter, published last week, made three requests:

1. Drop the play threshold entirely, or set it per artist rather than per track.
2. Tackle fraudulent uploads directly, through detection and removal, rather than by cutting payments to everyone below a line.
3. Publish how much money the threshold would move, and to whom.

Signatories included Odell Quarters, Lark Ashby and Dusty Almanac, whose catalogue of sample-based instrumentals is exactly the kind of music the rule would have hit hardest.

## What happens now

Riffstream has promised a consultation with distributors and artist groups over the next three months. The coalition behind the letter says it will take part but is not celebrating yet. "A pause is not a reversal," its organiser said. "We'll believe it when the policy is gone."

Several other streaming services have adopted similar thresholds in the last two years, and artists' groups say they will now push those services to reconsider as well.`;

export const FOUNDRY_SAVED = `The Foundry on Edgewood, a 300-capacity venue that has hosted Atlanta's underground rap shows for a decade, will stay open after a community fundraiser raised $180,000 in nine days.

The venue's owners announced last month that a steep rent increase would force them to close by the end of the year. Artists who came up through the room, including Tavi Noir, played benefit shows and shared the campaign, and more than 4,000 people donated.

The money covers the increase for three years while the owners negotiate a longer lease.

> "This room gave a lot of people their first stage. It turns out they remembered." — co-owner Marcus Lyle

## Nine days

The campaign began with a short video filmed on the venue's empty stage, in which the owners explained the rent increase and asked for help. Within a day it had raised a third of its target. Tavi Noir announced two benefit shows, which sold out in minutes, and a string of local rappers, producers and DJs followed with their own.

The largest single donation was $5,000, from an anonymous donor. The median was $25. "That's what we're proudest of," Lyle said. "This wasn't saved by one rich person. It was saved by a few thousand people who came to shows here."

## Why small rooms matter

The Foundry is one of only a handful of venues in Atlanta where an artist with no label and a few hundred fans can book a headline show. Promoters say rooms of that size are the first to close when rents rise, because they cannot charge enough per ticket to keep up.

Musicians' groups have warned for years that losing small venues breaks the ladder artists climb: from open mic, to a 300-capacity room, to a 1,000-capacity one, to a tour. Without the middle rungs, they say, only artists with money behind them get to the top.

## What comes next

The owners say the three years the fundraiser bought will be used to negotiate a long lease, or to buy the building outright if the landlord will sell. Donors will get free entry to a thank-you show in the spring, with a lineup the owners have promised will be "everybody who ever sold the place out".

Until then, the calendar is full. The Foundry's next three months are already booked, mostly with local acts, and the owners have added a free Sunday afternoon show for under-18s, something they say they could never afford to do before the fundraiser.`;
