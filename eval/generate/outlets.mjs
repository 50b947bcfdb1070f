// The outlets of the labelled set, each with its own habits: a byline, a
// dateline, a footer plug, an affiliate note. Two share a syndication line, as
// outlets of one network do.
const WRITERS = ['Dana Whitlock', 'Marcus Bell', 'Priya Okafor', 'Staff Writer', 'Jules Moreno', 'Tasha Grant'];

function outlet(name, habits) {
  return {
    name,
    write(core, index, random) {
      const details = random.shuffle(core.details).slice(0, random.int(1, core.details.length));
      const lede = habits.dateline && core.dateline ? `${core.dateline.toUpperCase()} — ${core.lede}` : core.lede;
      const lines = [];
      if (habits.byline) lines.push(`By ${random.pick(WRITERS)}`);
      lines.push([lede, ...details].join(' '));
      if (core.quote && random.chance(0.6)) lines.push(core.quote);
      lines.push(...habits.footer);
      return { title: core.titles[index % core.titles.length], body: lines.join('\n'), core };
    },
    syndicate(core, random) {
      // A syndicated copy: the wire text with light edits and this outlet's own trimmings.
      const title = core.titles[0];
      const lines = [];
      if (habits.byline) lines.push(`By ${random.pick(WRITERS)}`);
      lines.push([core.lede, ...core.details].join(' ').replace(/ on (\w+day)/, ' this $1'));
      lines.push(...habits.footer);
      return { title, body: lines.join('\n'), core };
    },
  };
}

export const OUTLETS = [
  outlet('Bassline Daily', {
    byline: true,
    footer: ['Subscribe to the Bassline Daily newsletter for the week’s biggest drops.'],
  }),
  outlet('Verse Report', { dateline: true, footer: ['Read more at Verse Report.'] }),
  outlet('Block Radio News', {
    byline: true,
    footer: ['This story first appeared on Block Radio News.', 'Distributed by the Wavelength Music Network.'],
  }),
  outlet('Sixteen Bars', {
    footer: ['Sixteen Bars is reader-supported: we may earn a commission when you buy tickets through our links.'],
  }),
  outlet('Crate & Culture', {
    byline: true,
    dateline: true,
    footer: ['Distributed by the Wavelength Music Network.', 'Follow Crate & Culture on every platform for more.'],
  }),
  outlet('The Cypher Wire', { footer: ['Got a tip? The Cypher Wire desk reads every message sent to its tip line.'] }),
  outlet('Northside Sound', {
    byline: true,
    footer: ['Want the Northside Sound digest in your inbox? Sign up below.'],
  }),
];
