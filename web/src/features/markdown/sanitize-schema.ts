import { defaultSchema, type Options } from 'rehype-sanitize';

/**
 * GitHub's sanitize schema (no scripts, styles, event handlers, iframes, SVG or
 * forms) with its protocol lists switched off: addresses are judged afterwards
 * by safeUrlFor in react-markdown's urlTransform (the link rule the emails
 * and feeds share), which empties a bad address instead of dropping the
 * attribute (as the spec words it) and reads the scheme decoded and
 * case-insensitively. Every URL attribute this schema lets through is in
 * react-markdown's url attribute list, so none escapes that check.
 * (The sanitiser merges options over its defaults, hence an explicit empty map.)
 */
export const markdownSchema: Options = { ...defaultSchema, protocols: {} };
