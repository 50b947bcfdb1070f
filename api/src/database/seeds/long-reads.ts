/**
 * The long-form demo bodies (markdown, each well over 500 words), kept apart from
 * the article list so articles.ts stays readable. Everyone named here is invented.
 * They open without a title heading because the article page prints the title itself.
 */

export const YARA_SOLSTICE_PROFILE = `The first thing you notice about Yara Solstice is that she listens more than she talks. We meet at a taqueria on International Boulevard, a few blocks from the church where she sang alto for nine years, and for the first ten minutes she asks the questions: where I grew up, what I had for breakfast, whether I have ever ridden the 57 bus end to end. (I have not. She has, "maybe four hundred times.")

That habit of listening is all over *Soft Launch*, the five-song EP that arrived this week and has already become the most talked-about debut in the Bay this year. It is a record about staying — staying in a neighbourhood that keeps getting more expensive, staying close to a family that keeps getting smaller, staying soft in a city that rewards being hard.

## The laundromat clip

Most people met Yara through a video. In it, she stands outside a coin laundry in East Oakland, a borrowed speaker playing a gospel organ loop, and raps for two and a half minutes without a cut. She does not look at the camera once.

> "I didn't think anybody would watch it. I was mad about my rent and I had a beat my cousin made. That's the whole story."

The clip spread because it did two things at once. The hook was pure church — a six-part harmony she had recorded herself the night before — and the verse was pure Bay rap, quick and conversational and full of street names. Within a month she had offers from four labels. She turned all of them down.

## Building it herself

Instead, Yara spent a year learning to produce. She co-produced every song on *Soft Launch* and made three of the beats entirely on her own, working from a converted closet in her mother's apartment.

What she learned shows in the details:

- **Harmonies as percussion.** On "Fruitvale Forecast" the backing vocals are chopped into rhythmic stabs that do the job a hi-hat usually would.
- **Silence as a hook.** "Rent Due Lullaby" drops every instrument for a full bar before the last chorus, and the gap hits harder than any drum.
- **Family on the record.** Her younger brother plays trumpet on two songs; her grandmother's voice, taken from a voicemail, opens the EP.

## The songs

"Soft Launch", the title track, is the closest thing to a single: a mid-tempo groove where she describes a first date at a BART station with the precision of a court reporter. "Eviction Notice (Interlude)" is exactly fifty-one seconds long and consists of her reading a real notice — names removed — over a single piano chord. It is the quietest moment on the record and the one people keep quoting.

The closer, "Still Here", is a roll call of neighbours who have left Oakland, delivered over a beat that slowly speeds up until it feels like running for a bus. Then it stops, and she sings the last line alone.

## What comes next

Yara is planning a small tour of community centres and libraries rather than clubs, partly because half her audience is under 21 and partly, she says, because "the acoustics in a library are crazy." She has also started running free production workshops at a youth centre near Fruitvale station every other Saturday.

Ask her about the future and she does what she always does: she turns it back on you.

> "Where do *you* want to be in five years? Because I want to be right here. That's the plan. That's the whole plan."

*Soft Launch* is out now. Everything we have written about her is on her [tag page](/tag/Yara%20Solstice), and her tour dates are on the [events page](/events).`;

export const DUSTY_ALMANAC_DAY = `At 6:40 on a Saturday morning, in the parking lot of a Methodist church outside Reading, Pennsylvania, Dusty Almanac is already third in line. The rummage sale opens at seven. He has a thermos of coffee, a canvas tote bag and a pair of cotton gloves, and he has driven an hour and a quarter to be here.

"Church sales are the best," he says, before I can ask. "People donate their parents' records and nobody prices them. Everything's a quarter."

Dusty will not tell me his real name, his age or exactly how many records he owns — "somewhere north of twenty thousand" is as precise as he gets. What he will tell me about, at length, is how a beat begins.

## Rule one: listen to everything

Most producers who dig for samples go straight for the obvious: soul, funk, jazz, anything with a drum break. Dusty buys the records nobody wants. Organ recitals. Self-released gospel albums from the 1970s. Instructional LPs for learning Spanish. A barbershop quartet competition from 1968.

> "The famous breaks have all been used. The gold now is in the records that were never supposed to be music you'd dance to."

In the church basement he works fast. He flips through a box in under a minute, pulling out anything with a homemade-looking cover or a small-town label. By 7:30 he has 31 records. He pays eight dollars.

## Rule two: the first listen is sacred

Back at his row house in West Philadelphia, the records go into a crate by the turntable, and Dusty listens to every side all the way through, once, without touching the sampler. He keeps a notebook — he is on volume 41 — and writes down timestamps and one-line descriptions:

1. "Side B, 2:14 — choir holds a chord, organ drops out, room noise. Beautiful."
2. "Side A, 0:48 — bass player fumbles, recovers. Use the fumble."
3. "Side A, 3:30 — the announcer laughs. Maybe a hook?"

Only after the notebook entry does he sample anything. He says the rule keeps him honest: "If I sample while I listen, I only hear loops. If I listen first, I hear the song, and then I know what I'm taking from it."

## Rule three: pay it back

Dusty is unusually careful about sampling ethics for an underground producer. When a record is obscure but the performers can be traced, he tries to find them. Two years ago he tracked down the surviving members of a 1970s church choir from Chester and paid them a share of an album advance for the loop that opened the record.

"It's not always possible," he says. "But if it's possible and you don't do it, that's on you."

## The new album

All of this is the backbone of *Crates & Consequences*, his new instrumental album, built entirely from records that cost a dollar or less. It is a warm, slightly haunted record: choirs slowed down until they sound like weather, a bass clarinet from a high school recital, a radio announcer's laugh turned into a hook.

Highlights include:

- **"Rummage Sale Overture"** — the church-basement ritual in musical form
- **"Quarter Bin Gospel"** — a choir loop over drums he played himself on a practice pad
- **"Consequences"** — the closing track, which fades into the sound of his turntable's motor switching off

## Why it matters

In an era where sample packs and subscription libraries let anyone find a loop in seconds, Dusty's method is deliberately slow. He thinks that is the point. The records he finds carry the fingerprints of people in specific rooms, and his job, as he sees it, is to get those people heard again.

As we drive back from Reading, a crate of Saturday's finds on the back seat, he puts on the barbershop quartet record. He listens in silence for four minutes. Then he opens the notebook and writes one line.

*Crates & Consequences* is out now. For more on crate-digging, see the [history of sampling in hip hop](https://en.wikipedia.org/wiki/Sampling_%28music%29).`;

export const MANAGER_WEEK = `Ask fans what an artist's manager does and you get a shrug, or a cartoon: the person in the sunglasses who shouts at promoters. We spent a week shadowing Renée Okonkwo-Vance, who manages four independent rappers out of a shared office in Atlanta's West End, to find out what the job really looks like.

Spoiler: very little shouting. A lot of spreadsheets.

## Monday: the money

Renée's week starts with royalty statements. Every Monday morning she downloads reports from three distributors, two publishing administrators and a performing rights organisation, and reconciles them against what each artist expected to earn.

> "Nobody tells you that management is ninety percent reading PDFs. The ten percent that's fun only works if the ninety percent is right."

This week she finds a problem: a song by one of her clients is earning streams under a misspelled artist name, so the money is landing in the wrong account. Fixing it takes four emails and most of the afternoon.

## Tuesday: the calendar

Tuesday is for planning. Renée keeps a shared release calendar for each artist, working backwards from every release date:

1. **Eight weeks out** — master delivered, artwork final, metadata checked twice
2. **Six weeks out** — pitch to editorial playlists and radio
3. **Four weeks out** — announce, open pre-saves, book interviews
4. **Two weeks out** — first single or video
5. **Release week** — listening events, live sessions, social pushes
6. **After** — a debrief, with numbers, within ten days

"Most independent releases fail because they skip step one," she says. "The song is done, so they put it out on Friday. That's not a plan, that's a post."

## Wednesday: the road

Midweek is for touring. One of Renée's artists is routing a twelve-date run of small venues, and the calculations are unforgiving: fees, guarantees, van rental, hotel rooms, merch margins, the cost of a tour manager. She builds a budget for every show before confirming it.

Her rule of thumb: a tour should break even on tickets and make its profit on merchandise. If the numbers only work when every show sells out, the tour is not ready.

## Thursday: the people

Thursday is mostly phone calls — with producers about splits, with a video director about a budget that has quietly doubled, with a brand that wants to pay one artist in sneakers instead of money. (She says no. Politely.)

She also spends an hour on something that never appears in a job description: talking one of her artists through a bad week. Touring, criticism and money stress take a toll, and Renée keeps a list of counsellors who understand musicians' schedules.

> "I'm not their therapist. But I'm the person who notices first. That's part of the job whether anybody writes it down or not."

## Friday: release day

On Friday one of her clients releases a single. Renée is up at 5 a.m. checking that it is live on every platform, that the credits are correct and that the lyrics are synced. By noon she has sent a thank-you note to every playlist curator and radio host who supported it. By evening she is at the listening party, standing at the back, watching the crowd instead of the stage.

## What we learned

- A good manager is **an accountant, a project manager and a counsellor** before they are a dealmaker.
- Most of the work happens **weeks before** fans hear anything.
- The best managers say **no** far more often than yes.

If you are an artist looking for management, Renée's advice is simple: ask any prospective manager to show you a release calendar they built, and a royalty statement they fixed. "If they can't," she says, "keep looking."

For more on the business side, read the [Music Managers Forum guides](https://themmf.net) and the rest of our [business coverage](/tag/Business).`;

export const TWO_WAY_GLASS_REVIEW = `**Rating: 8.5 / 10**

Eleven years into their partnership, Mirror Theory have made the album their fans always suspected they had in them. *Two-Way Glass* is boom bap that knows exactly what decade it lives in: the drums swing like a 1994 basement session, but the lyrics are about doorbell cameras, group chats and rents that rise every lease.

## The sound

Producer **DJ Parallax** has never been a maximalist, and here he pares things down further. Most songs are built from three elements: a dusty drum break, a chopped soul or jazz sample and a scratched vocal hook. The restraint is the point. With so little in the way, every snare lands like a door slamming.

Standouts on the production side:

- **"Ring Camera"** flips a muted trumpet line into a loop that sounds like someone pacing a hallway.
- **"Stoop Sale"** uses a children's choir sample that should be corny and instead is heartbreaking.
- **"Local Time (Reprise)"** brings back a loop from their second album, slowed down and detuned, like a memory of a memory.

## The writing

Rapper **Reno Hollis** has always been the more political half of the duo, but on earlier records the messages could feel bolted on. Here they are woven into stories. "Ring Camera" follows a delivery driver through a single shift, told entirely from the perspective of the doorbell cameras that film him. "Lease Renewal" is a letter to a landlord that starts polite and ends furious, and it never once raises its voice.

> "They put a mirror on the block and call it safety / But a mirror's just a window if you're standing where they pay me"

That couplet from the title track is the record's thesis: surveillance, like gentrification, looks different depending on which side of the glass you are on.

## The chemistry

What holds it all together is the partnership. Hollis and Parallax have worked side by side since their record-store days, and it shows in small ways: a scratch that answers a line before Hollis has finished it, a beat that drops out exactly when a verse needs room, a loop that changes key the moment the story turns. This is a duo that no longer needs to explain itself to each other, and the album is tighter for it.

## Where it stumbles

At fifteen songs and fifty-eight minutes, *Two-Way Glass* runs a little long. The middle stretch — "Group Chat", "Receipts" and "Notifications" — covers similar ground three times, and the skits, while funny once, do not survive repeat listens. Cut four songs and this would be a near-perfect record.

The guest list is also thin. A verse from another voice in the middle third would have broken up the duo's consistent (sometimes *too* consistent) tone.

## The verdict

These are small complaints about an album that achieves something rare: it honours a classic sound without becoming a museum piece. *Two-Way Glass* sounds like Queens in the 1990s and reads like Queens right now, and the tension between the two is what makes it great.

### Key tracks

1. "Ring Camera"
2. "Lease Renewal"
3. "Two-Way Glass"
4. "Stoop Sale"

### If you like this, try

- Earlier Mirror Theory: *Stoop Politics* and *Local Time*
- Odell Quarters, *Blue Line Sermons* — another patient, city-focused record from this month
- The history of the form: [boom bap on Wikipedia](https://en.wikipedia.org/wiki/Boom_bap)

*Two-Way Glass* is out now. Mirror Theory have postponed two tour dates to finish mixing it; the rescheduled shows are on our [events page](/events).`;

export const BLUE_LINE_SERMONS_REVIEW = `**Rating: 9 / 10**

There is a moment about two minutes into "Kedzie at Midnight", the third song on *Blue Line Sermons*, when the band drops out and Odell Quarters keeps rapping over nothing but the upright bass. It lasts maybe twelve seconds. It is the most confident thing anyone has done on a rap record this year.

*Blue Line Sermons* is the Chicago MC's first full album with his live quartet, recorded in five days in a single room, and it sounds like it. You can hear the chairs creak. You can hear the drummer count in. You can hear, on "Morning Shift", a train go past outside the studio — and instead of cutting it, Odell wrote a verse around it.

## A band record first

Most jazz-rap albums are built from jazz samples. This one is built from a jazz band. The quartet — upright bass, Rhodes piano, drums and a rotating horn player — cut every song live, and Odell raps over the takes rather than over loops. That gives the record a looseness that sampled music rarely has: tempos breathe, solos run long, and the arrangements change from verse to verse.

The musicians deserve credit by name, even though they are not yet household ones:

- **Delphine Marr**, Rhodes — her chords on "Transfer at Roosevelt" are the record's emotional centre
- **Jojo Whitfield**, drums — plays brushes on half the album and makes it hit like a drum machine
- **A rotating horn section** — trumpet, tenor sax and, memorably, a bass clarinet on "Grandma's Radio"

## The rapping

Odell is not a showy rapper. His flow is conversational, patient, a little behind the beat, and he favours detail over punchlines. "Morning Shift" is a list of everything he sees on the 6 a.m. train, and it becomes a portrait of a city waking up. "Grandma's Radio" remembers the soul station that played in his grandmother's kitchen all day, and the song fades out into a crackling recording of that station from the family's own cassette.

> "Every stop's a sermon if you're quiet long enough / The city preaches loud but it whispers all the tough stuff"

If there is a criticism, it is that the album rarely raises its pulse. Only "Clark and Division" — a furious, double-time song about a friend's arrest — really rushes, and it is all the better for it. One or two more moments like that would have given the record more shape.

## The sound of the room

Credit, too, to the engineering. The album was mixed to keep the bleed between microphones rather than scrub it out, so the drums live slightly inside the piano and the horn sits a little behind the voice. On headphones it feels like standing in the corner of the studio; on a car stereo it feels like a club at closing time. Both are exactly right for these songs.

## The verdict

*Blue Line Sermons* is a record to sit with: on a train, on a porch, on a long night shift. It asks for patience and repays it many times over. In a year of loud, fast and crowded rap albums, Odell Quarters made the case for space.

### Key tracks

1. "Kedzie at Midnight"
2. "Grandma's Radio"
3. "Clark and Division"
4. "Transfer at Roosevelt"

### Listen next

- Our [interview with Odell Quarters](/tag/Odell%20Quarters) about trains, jazz and learning to slow down
- The long lineage of [jazz rap](https://en.wikipedia.org/wiki/Jazz_rap)

*Blue Line Sermons* is out now on all platforms, and on vinyl from the band's own site.`;

export const LISTENING_PARTY_RETURN = `On a rainy Thursday night in Brooklyn, about eighty people are crammed into the back room of a record store, sitting on milk crates and the floor. Nobody is looking at a phone. On a small table at the front, a turntable spins a test pressing of an album that comes out tomorrow. When the last song ends, there is a second of silence before the applause — and then the artist, who has been sitting in the crowd the whole time, stands up to say thank you.

The listening party is back, and it looks a lot like it did thirty years ago.

## A very old idea

Before streaming, before even the internet, a listening party was how a new rap album reached its first ears. Labels and DJs would gather tastemakers in a club or a studio, play the record front to back and watch the room. The ritual faded in the download era, when albums leaked weeks early, and almost disappeared when streaming made every release instant.

Now, across the country, independent artists and record stores are bringing it back. We counted more than forty hip hop listening events at independent stores in the past two months alone.

## Why now?

Talk to organisers and the same reasons come up again and again.

1. **Attention is scarce.** A streamed album competes with everything else on a phone. A room full of people with nowhere else to look gives a record its full hearing.
2. **Vinyl is profitable.** For independent artists, a few dozen records sold at the door can pay for the pressing.
3. **Community matters.** Fans who found an artist online want to meet the other people who found them too.
4. **The artist gets feedback.** Watching a room react to a song tells you things a streaming dashboard never will.

> "The first time I played my album for strangers, I watched a guy cry during the third song. I didn't know that song did that. Now I do." — Lark Ashby, Detroit

## How a modern listening party works

The format varies, but most events we visited followed a similar plan:

- **Doors and music** — a DJ plays records that influenced the album
- **The play-through** — the whole album, front to back, no talking (some stores collect phones at the door)
- **The conversation** — the artist, sometimes with a producer, answers questions
- **The signing** — records, posters and, at one event, a fan's forearm

Tickets are usually free or cheap, with the price redeemable against a record. Stores say the nights bring in customers who had never visited before.

## The stores behind it

For independent record shops, the events are a lifeline. "Tuesday afternoons are quiet," says the owner of a shop in Oakland that now hosts two listening parties a month. "Thursday nights are packed."

Some stores are going further, building small stages, investing in better sound systems and partnering with local radio to broadcast the conversations. One Philadelphia shop records every Q&A and publishes them as a podcast.

## What it means for artists

For emerging artists, a listening party is a low-cost way to turn online listeners into a local fan base. It also gives them something streaming cannot: a story. "People remember where they were when they first heard a record," says producer Dusty Almanac, who hosted one in a church hall. "Now they can say they were there."

There is also a practical benefit. Several artists told us they changed a track list or remixed a song after watching a room react.

## Find one near you

Most events are announced on store social media a week or two ahead. Check your local shop, follow the artists you love, and keep an eye on our [events calendar](/events). Record Store Day also keeps a [directory of independent stores](https://recordstoreday.com/Stores).

Bring cash. Leave your phone in your pocket. Listen.`;
