/* The features' bodies, as markdown. Every artist, place and person in them is invented. */

export const ODELL_QUARTERS_INTERVIEW = `Odell Quarters writes most of his verses on the Blue Line. "Forty minutes each way," he says. "That's my office." Ahead of his first album with his live quartet, we talked about how a bass player became a rapper.

He started on upright bass in his high school jazz band and only began writing lyrics in his twenties. Jazz, he says, taught him restraint: "You learn that the rest is part of the music. Rap taught me what to say in between."

The new record was cut live in five days, with the band in one room and no click track. He raps over the full takes rather than loops, so every song shifts slightly in tempo. The conversation below has been edited for length and clarity.

## On the train

**Why the train? Most rappers write in the studio.**

I tried the studio. It costs money by the hour, so you feel the clock. The train is the opposite: forty minutes I cannot do anything else with. I can't answer email underground. I can't go to the fridge. It's me, the notebook and whoever is sitting across from me, and usually whoever is sitting across from me ends up in the song.

**Is that where "Morning Shift" comes from?**

That whole song is one ride. I wrote down everything I saw between Western and Clark: the nurse asleep with her badge still on, the kid doing homework on his knee, the man who sells socks from a duffel bag and knows every regular by name. I didn't change anything. I just found the rhythm in it.

## On the band

**You recorded live, no click track. Why make it harder?**

Because a click makes everybody polite. When you play to a click, you're all listening to the machine instead of each other. Without it, if the drummer pushes, we all push. If Delphine lays back on a chord, the whole room breathes with her. The songs speed up a little when they get exciting, the way people do.

**Did that change how you rap?**

Completely. On a loop I can write sixteen bars at home and drop them in. Here the song is different every take, so the verse has to be able to bend. I started leaving space at the ends of lines, so I could catch up or wait.

> "It breathes. That was the whole idea. I wanted a record that sounds like people." — Odell Quarters

## On slowing down

**Rap is fast right now. Do you worry about being out of step?**

Not really. The fast stuff is great, I listen to it all. But somebody has to make the record you put on at two in the morning when the house is quiet. I'd rather be that record for a few people than background for a lot of people.

## Where to start

If you have never heard him, start with Kedzie at Midnight, the song a student DJ played first: a walking bass line, brushes on the snare and four minutes about a night-shift bus driver who knows every regular by their stop. Then put the new album on from the top and leave it there. He plans a run of small-room shows with the full quartet in the spring.`;

export const FIVE_TO_WATCH = `Every year a handful of artists go from local names to everyone's favourites in a matter of months. These five are our picks to make that jump next.

None of them has a label deal, and all five have built a following the slow way: local shows, college radio, records sold at the merch table. Each also has a project arriving in the next few months, which is why we picked them now.

Here they are, in no particular order, with the song to start with for each.

## Amari Tenfold

Spacious, melodic winter music from a Scarborough basement. Tenfold produces everything himself on a laptop he bought second-hand, and his songs sound like snow falling on a parking lot at night: long synth pads, soft drums and a voice that sits somewhere between singing and talking. He has played fewer than twenty shows, all of them in Toronto, and every one has sold out.

**Start with:** North of Never, a six-minute song about a bus ride to see his father that never quite arrives at a chorus, and does not need to.

## Rook Calloway

Rook Calloway brings New Orleans brass and bounce rhythms into street rap. He grew up following second-line parades in the Seventh Ward and still plays trombone on his own records. His live show, with a six-piece brass band, is the most joyful hour in Southern rap right now.

**Start with:** Second Line Summons, recorded with a full brass band in a single afternoon.

## Jetta Moon

Jetta Moon is reviving Miami bass one dance routine at a time. A former dance-crew captain, she writes her routines before her songs, and her tracks are built to be danced to by a whole crew at once.

**Start with:** Biscayne Heat, which six crews across Miami already know by heart.

## Pilot Kaya

Pilot Kaya splits his music between Lagos and London. His upcoming EP Danfo Diaries, partly recorded in Lagos with local session drummers and a talking-drum player he met at a wedding, could be his breakthrough. He raps in English, Yoruba and South London slang, sometimes in the same line.

**Start with:** the title track of Danfo Diaries, built on a recording of a Lagos minibus conductor calling out stops.

## Cisco Verde

Cisco Verde is bringing talk box and G-funk back to East Los Angeles with a concept album about a car club's summer. He builds some of his own synthesizers, and his album Lowrider Lullabies is already one of our favourites of the year.

**Start with:** Paint Booth Romance, a love song that takes place between coats of paint.

## Why these five

What these artists share is patience. Each has turned down a quicker route (a viral trend, a rushed deal, a feature that would have meant changing their sound) in favour of building something that lasts. If a name here is new to you, the spotlight page has a profile and a place to start listening for every one of them.`;

export const DANFO_DIARIES_FEATURE = `Pilot Kaya had planned to record Danfo Diaries entirely in London. Then, three weeks into a visit to his family in Surulere, he found a studio a short walk from his grandmother's house and changed the plan.

Half the EP was recorded there, with local session drummers and a talking-drum player he met at a wedding. The London half was recorded after he got back, and he says you can hear the difference: "The Lagos songs are louder. Everybody in the room was talking, laughing, shouting ideas."

The EP is named after the yellow minibuses that cross Lagos, and the title track is built on a recording of a danfo conductor calling out stops. He says he wants the record to feel like the journey between two homes rather than a choice between them.

> "In London I make music in a quiet room with headphones on. In Lagos there is no quiet room. The noise is the record." — Pilot Kaya

## Two cities, two rooms

The London sessions happened where he has always worked: a small room in a Deptford studio complex, booked by the day, where he records alone with an engineer he has known since college. The Lagos sessions were the opposite. The studio in Surulere had no booking system that anyone could explain; people simply arrived. On a typical day there were a dozen people in a room built for four, and several of them ended up on the record.

The talking-drum player, a man in his sixties who has played weddings for forty years, agreed to one session and stayed for eight. His drum carries three of the six songs. "He listened to each beat once," Kaya says, "and then he talked to it. I mean that literally. The drum was answering the lyrics."

## Writing in three languages

Kaya grew up speaking Yoruba at home and English at school, and South London slang is the third language he picked up as a teenager. On Danfo Diaries all three sit side by side, sometimes inside a single line. He says he stopped worrying about translating years ago: "If you grew up like me, you don't switch. It's one language to us."

## What the record sounds like

- **The Lagos songs:** loud, crowded, full of talking drum, percussion and backing vocals from whoever was in the room
- **The London songs:** sparse, late-night, built on a single synth and a drum machine
- **The title track:** both at once, the conductor's calls looped over a London beat

## Coming home twice

He is planning two release shows, one in each city, with the same band flown in for both. The Lagos show will be free, in the car park of the studio where half the EP was made. The London show is at a 500-capacity room in Peckham, and the talking-drum player has already applied for his visa.`;

export const MIAMI_BASS_REVIVAL = `Jetta Moon does not start a song with a beat or a lyric. She starts with a dance. A former captain of a Liberty City dance crew, she choreographs a routine first, then builds the track around it with her producer.

The result is music that sounds like classic Miami bass, with booming 808s, chant hooks and fast tempos, but is written for how people dance now. Her single Biscayne Heat has become a staple for the city's crews, and her live shows mix new songs with old bass records she grew up hearing at block parties.

She credits every choreographer she works with and pays them from her own budget.

> "The dancers built this music. I'm just bringing it back around." — Jetta Moon

## A sound that never left

Miami bass had its first golden age in the late 1980s: records built on the Roland 808's longest, lowest kick drum, chanted hooks and tempos fast enough to wear out a dance floor. The national spotlight moved on, but the sound never left the city. It lived on at block parties, high school football games and the dance crews that practised in community centre car parks every weekend.

That is where Jetta Moon learned it. She joined her first crew at eleven and was captain at sixteen. "We danced to records older than us," she says. "Nobody told us it was out of fashion. It was just what the party sounded like."

## Dance first, song second

Her process starts in a rehearsal room, not a studio. She works out eight counts of choreography with her former crew, films it and sends the video to her producer, who builds a beat at the tempo the dance needs. Only then does she write lyrics, and the hook is almost always a call that tells the dancers what to do next.

It is an old idea (bass records have always been dance instructions) but it is also a very modern one. A routine that a whole crew can learn from a fifteen-second video is exactly what travels on short-form video, and several of her songs have spread that way before anyone heard them on the radio.

## Paying the dancers

Moon is one of a handful of artists who credit choreographers on their releases and pay them a fee up front, from her own budget. She says it is simple fairness. "If the routine is why people know the song, the person who made the routine made the song too."

## What comes next

Her next single is already choreographed. She will not say what it is called, only that the routine has been rehearsed by six crews across the city, and that the first time anyone hears the song will be at a block party, not on a streaming service.`;
