/* The reviews' bodies, as markdown. Every artist, place and person in them is invented. */

export const PECKHAM_WEATHER_REVIEW = `**Rating: 8 / 10**

Peckham Weather is a drill mixtape that plays like an anthology of short films. Saint Ossie writes mostly in the third person, and his best songs here are stories with a beginning, middle and twist.

The production is the other star. Sliding 808s and skittering hi-hats frame film-score strings, a hymn sung by a church choir and, on Bus Shelter, a South London brass band. It should be too much; instead it gives every track its own weather.

At fourteen songs the tape drifts in its second half, and two tracks repeat the same story beats. But the highs, especially Rye Lane Requiem II and the closer Forecast, are some of the most vivid drill of the year.

## A narrator, not a protagonist

Drill has always been a first-person form: the rapper is the one on the road, the one with something to prove. Saint Ossie steps back. On "Number 12", a boy misses the last bus home and the whole song is the forty minutes he spends deciding whether to walk through an estate he is not welcome on. Ossie never tells us what he decides. The beat simply stops, mid-bar, and the next song begins with rain.

That restraint is the tape's signature. Violence is present on almost every track, but it happens off the page, in the gap between verses, in the sound of a siren that the mix pushes just far enough back that you are not sure you heard it. It is a braver choice than it sounds, in a genre that is routinely read in court as confession.

## The sound of the weather

The producer credits are split between Ossie himself and two engineers from a Camberwell studio he has worked with since school, and the tape sounds like the work of people who trust each other. Strings are recorded, not sampled, and they are allowed to be slightly out of tune. The choir on "Sunday Estate" was recorded in the church hall where Ossie's grandmother still cleans on Saturdays, and you can hear the hall: a long, cold reverb that no plug-in quite fakes.

> "I wanted every song to have a sky over it. Some days it's grey, some days it's nearly sunny, most days it's about to rain." — Saint Ossie, in the tape's liner notes

## Track by track

| # | Track | What happens | Score |
|---|-------|--------------|-------|
| 1 | Low Pressure | Strings, a siren, the block at dusk | 7 |
| 2 | Rye Lane Requiem II | The sequel to the single that made his name | 9 |
| 3 | Number 12 | A missed bus and a long walk home | 8 |
| 4 | Bus Shelter | A warning that turns into a hymn | 9 |
| 5 | Sunday Estate | Choir, church hall, family | 8 |
| 6 | Overcast | The first of two songs that repeat the same story | 6 |
| 7 | Forecast | The closer: a letter to his younger brother | 9 |

The table picks the seven songs that define the tape; the other seven are interludes, skits and the two mid-tape songs that could have been cut without losing anything.

## The verdict

Peckham Weather is not a perfect record, but it is a distinct one, and distinct is rare in a genre this crowded. It is the sound of a writer discovering that the quietest moment in a song can be its loudest.

## Best tracks

Rye Lane Requiem II, Bus Shelter and Forecast. Start with Bus Shelter: the brass band enters on the second verse, and the song turns from a warning into something close to a hymn.`;

export const WOODWARD_AVENUE_PSALMS_REVIEW = `**Rating: 8.5 / 10**

Lark Ashby writes like a poet and performs like one, and Woodward Avenue Psalms is the rare rap debut you want to read along to. Seven songs, twenty-six minutes, not a wasted line.

Land Bank Blues is the centrepiece, a song about a family's house auctioned for back taxes, told through the objects left behind. Eastern Market Sunday is warmer, a portrait of the city's busiest morning. The production, mostly soul samples and live bass, stays out of her way.

If anything, the EP could loosen up; a couple of hooks feel like afterthoughts next to the verses. But as an introduction, it is hard to imagine a stronger one.

## From the slam stage to the booth

Ashby spent six years on Detroit's poetry slam circuit before she recorded a note, and it shows in how she uses silence. Most rappers fill every bar; she leaves whole beats empty, trusting the listener to lean in. On "Land Bank Blues" she lists what the new owners threw out on the curb (a piano bench, a framed diploma, a box of church programmes) and after each item the beat drops out for half a bar. By the fourth item you are holding your breath.

Her writing is dense without being showy. She rarely reaches for multisyllabic rhyme chains; her craft is in the image, the exact noun. A grandmother does not cook, she "works the cast iron like a union job". A vacant lot is "a tooth the block keeps touching with its tongue".

> "I want you to be able to read it on the page and still hear the beat." — Lark Ashby

## The sound

The production comes from a small circle of Detroit producers, and it is deliberately modest: dusty soul loops, a live bass player on four of the seven songs and drums that sit low in the mix. That modesty is mostly a strength. Only on "Psalm 8 Mile", where a busier beat fights with the densest verse on the record, does the balance tip the wrong way.

## What it gets right

- **Specificity.** Every song is set somewhere you could find on a map, and most of them on a single avenue.
- **Pacing.** At twenty-six minutes, the EP ends before you want it to, which is exactly where a debut should end.
- **Restraint.** There is one guest, a gospel singer on the final hook, and she appears for eight bars.

## The verdict

Woodward Avenue Psalms announces a writer with a voice already fully formed. The next step is to let the music carry as much weight as the words, and the hooks on "Eastern Market Sunday" suggest she knows how.

## Best tracks

Land Bank Blues, Eastern Market Sunday and the closer, Psalm for the Bus Stop, a two-minute a cappella piece that was recorded, she says, in a single take at five in the morning.`;

export const TRAP_GOSPEL_3_REVIEW = `**Rating: 7.5 / 10**

The third Trap Gospel tape is Felix Bando's biggest production yet, and it mostly earns the scale. The organ that has defined the series is still here, pitched down and drenched in reverb, but the drums hit harder and the hooks are built for festival crowds.

Sunday Service and Orange Mound Hymn are the best call-and-response songs he has written. The features are more hit and miss: eleven guests across eighteen songs is a lot, and a few verses feel like favours.

Still, as a portrait of Memphis trap in all its grit and joy, Trap Gospel 3 is hard to beat, and Felix Bando remains one of the best hook writers in the South.

## The series so far

The first Trap Gospel, five years ago, was recorded in a converted choir room with one microphone and a borrowed organ. The second added a real engineer and a first taste of radio play. The third is the first made with a budget, and you can hear where the money went: the low end is enormous, the vocals are stacked three and four deep on every hook, and the organ has been re-recorded on an actual church Hammond rather than a plug-in.

That polish cuts both ways. The rough edges were part of the charm, and one or two songs here ("Tithes", "Valet Parking") sound like they were built to be placed on a playlist rather than played in a car on Elvis Presley Boulevard. But when Bando leans into the gospel, the budget becomes an instrument.

## The features

Eleven guests is a lot for any tape. The best of them understand the assignment: a Memphis veteran delivers a furious, half-shouted verse on "Orange Mound Hymn" that recalls the city's tape-trading era, and a young singer from the church Bando grew up in steals "Sunday Service" with four lines of harmony. The worst are interchangeable, sixteen bars that could have been sent in from anywhere.

> "I grew up with the organ on Sunday and the 808 on Saturday. This is the only place they meet." — Felix Bando

## By the numbers

| Tape | Songs | Guests | Best song | Our score |
|------|-------|--------|-----------|-----------|
| Trap Gospel | 12 | 2 | Choir Room | 7 |
| Trap Gospel 2 | 15 | 6 | Deacon's Son | 8 |
| Trap Gospel 3 | 18 | 11 | Orange Mound Hymn | 7.5 |

## The verdict

Trap Gospel 3 is a victory lap that occasionally forgets to run. Trimmed to twelve songs it would be the best of the series; as it stands, it is the biggest, and the best moments are worth the long way round.

## Best tracks

Sunday Service, Orange Mound Hymn and the solo closer Collection Plate, where the features finally fall away and he raps for four minutes over nothing but the organ.`;

export const LOWRIDER_LULLABIES_REVIEW = `**Rating: 8 / 10**

Lowrider Lullabies follows one East LA car club through a single summer, from the first cruise night to a funeral procession, and Cisco Verde tells the story with warmth and restraint.

The sound is classic G-funk, with whining synth leads, live bass and plenty of talk box, played by Verde himself on instruments he partly built. It never feels like pastiche because the songs are so specific: the smell of the paint booth, the arguments over hydraulics, the grandmother who blesses every car.

A couple of interludes could go, but the album's final third, building to the beautiful Last Cruise, is the most moving stretch of West Coast rap in a while.

## A concept album that remembers to be songs

Concept albums in rap often collapse under their own plot: skits explaining the story, songs that exist only to move it along. Verde avoids the trap by letting each song stand alone. "Paint Booth Romance" is a love song that happens to take place between coats of candy-apple red. "Hydraulics" is a comedy about three men, one car and a broken pump, and it is the funniest song of the year. You could hear either on the radio without knowing the story, and then the story makes them better.

The club itself is a character. Its members are named, aged and given histories: the founder who has owned the same Impala since 1979, the teenager who joins in the first song and drives in the procession in the last. By the end, you know who is missing from the final cruise, and the album never has to say it.

## The instruments

Verde built two of the synthesizers on the record from kits and modified a third, and he plays the talk box himself, through a tube he replaces every few weeks because, he says, "it tastes like a battery". The result is a G-funk sound that feels hand-made rather than borrowed, slightly warmer and slightly wobblier than the records it honours.

> "Everybody in my family has built something with their hands. Cars, houses, altars. I build sounds." — Cisco Verde

## What could go

- The two radio-skit interludes, which are fun once
- "Boulevard Reprise", which repeats the opening song without adding to it

## The verdict

Lowrider Lullabies is a tender, funny and finally devastating record about a community that expresses its love through chrome and paint. It is the best West Coast concept album in years.

## Best tracks

Cruise Night, Paint Booth Romance and Last Cruise. Listen to it in a car, with the windows down, if you can.`;
