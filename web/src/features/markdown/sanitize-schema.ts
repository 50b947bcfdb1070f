import { defaultSchema } from 'rehype-sanitize';

/**
 * GitHub's sanitize schema (no scripts, styles, event handlers, iframes, SVG or
 * forms), minus its protocol lists: addresses are judged afterwards by safeUrl
 * in react-markdown's urlTransform, which empties a bad address instead of
 * dropping the attribute, as the spec words it. Every URL attribute the schema
 * lets through is in react-markdown's url attribute list, so none escapes that check.
 */
const { protocols: _judgedBySafeUrl, ...rest } = defaultSchema;
export const markdownSchema = rest;
