import { EMAIL_COLORS, HEADLINE_FONT } from './email-layout';
import { escapeHtml } from './escape-html';

/** One personal pick as an email shows it: the story, why it is there, and its counted link. */
export interface PicksSectionItem {
  title: string;
  excerpt: string;
  why: string;
  href: string;
}

const EXCERPT_MAX = 180;

function shortExcerpt(excerpt: string): string {
  const plain = excerpt.replace(/\s+/g, ' ').trim();
  if (plain.length <= EXCERPT_MAX) return plain;
  const cut = plain.slice(0, EXCERPT_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_MAX / 2)).trimEnd()}…`;
}

/**
 * The reader's own section of a personal digest, written per recipient as
 * plain strings rather than through React Email: it is a heading and a short
 * list, and rendering a React tree for each of 10,000 readers would cost more
 * than the send. Every value is escaped here; the links are ours (counted
 * redirects built by the sender), never an address from a feed.
 */
export function picksSectionHtml(heading: string, items: PicksSectionItem[]): string {
  if (items.length === 0) return '';
  const rows = items
    .map(
      (item) =>
        `<tr><td style="padding:12px 0;border-top:1px solid #e4e4e7">` +
        `<p style="margin:0 0 4px;font-size:12px;line-height:1.4;color:${EMAIL_COLORS.muted};font-style:italic">${escapeHtml(item.why)}</p>` +
        `<a href="${escapeHtml(item.href)}" style="color:${EMAIL_COLORS.ink};font-size:17px;font-weight:700;line-height:1.35;text-decoration:underline">${escapeHtml(item.title)}</a>` +
        (item.excerpt
          ? `<p style="margin:4px 0 0;font-size:15px;line-height:1.5;color:${EMAIL_COLORS.ink}">${escapeHtml(shortExcerpt(item.excerpt))}</p>`
          : '') +
        `</td></tr>`,
    )
    .join('');
  return (
    `<h2 style="font-family:${escapeHtml(HEADLINE_FONT)};font-weight:400;font-size:24px;letter-spacing:0.5px;text-transform:uppercase;margin:28px 0 4px;padding:4px 8px;background:${EMAIL_COLORS.accent};color:${EMAIL_COLORS.ink};display:inline-block">${escapeHtml(heading)}</h2>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">${rows}</table>`
  );
}

export function picksSectionText(heading: string, items: PicksSectionItem[]): string {
  if (items.length === 0) return '';
  const lines = items.map((item) => `- ${item.title} (${item.why})\n  ${item.href}`);
  return `${heading.toUpperCase()}\n\n${lines.join('\n\n')}`;
}
