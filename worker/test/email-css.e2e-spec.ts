import { cssUses, supportGaps, type Gap } from './support/email-css-support';
import { emailSamples } from './support/email-samples';

/**
 * Every email's CSS against caniemail.com's data for the major clients (Apple
 * Mail, Gmail, Outlook, Yahoo). A feature one of them lacks fails the spec
 * unless it is listed here with what the reader sees instead.
 */
const ACCEPTED: Record<string, string> = {
  'css-max-height': "React Email's hidden preview line: display:none hides it first, in Outlook for Windows too",
  'css-opacity': "React Email's hidden preview line, as above",
  'css-overflow': "React Email's hidden preview line, as above",
  'css-outline': "React Email's Img resets the outline; a client without it draws none anyway",
  'css-text-decoration-line': "React Email's Link reset; each link also sets text-decoration, which Outlook reads",
  'css-height': 'pictures are height:auto, which Yahoo reads as min-height:auto: the same picture',
  'css-word-break':
    'lets a long address wrap; Yahoo lacks it, so there a long link may run past the edge (the button above it works)',
};

const samples = emailSamples('https://thecypher.example');

describe('email CSS works in the major mail clients', () => {
  it.each(samples.map((sample) => [sample.name, sample.html]))('%s uses no CSS a major client lacks', (_name, html) => {
    const uses = cssUses(html);
    expect(uses.length).toBeGreaterThan(5);
    // Partial support ('a') is mostly about units and values these emails do not use (rem, start/end, 950):
    // a feature a client lacks altogether is what breaks an email there.
    const gaps = supportGaps(uses).filter((gap) => gap.support === 'n' && !(gap.feature in ACCEPTED));
    expect(gaps.map(explained)).toEqual([]);
  });

  it('finds what it is meant to find: flexbox, grid, position and variables are reported', () => {
    const html = '<div style="display:flex;position:absolute;color:var(--ink)"></div><div style="display:grid"></div>';
    const features = new Set(supportGaps(cssUses(html)).map((gap) => gap.feature));
    expect([...features].sort()).toEqual(
      expect.arrayContaining(['css-display-flex', 'css-display-grid', 'css-position', 'css-variables']),
    );
  });

  it('needs no stylesheet: no external one, and no <style> block that the layout depends on', () => {
    for (const sample of samples) {
      expect([sample.name, /<link[^>]+rel="?stylesheet/i.test(sample.html)]).toEqual([sample.name, false]);
      expect([sample.name, /<style[\s>]/i.test(sample.html)]).toEqual([sample.name, false]);
    }
  });
});

function explained(gap: Gap): string {
  return `${gap.declaration} (${gap.feature}): ${gap.support === 'n' ? 'not supported' : 'partly supported'} in ${gap.client}${gap.note ? ` (${gap.note})` : ''}`;
}
