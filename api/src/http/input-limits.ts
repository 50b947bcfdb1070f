/**
 * Bounds every request input must stay within before any code walks it.
 * Nesting is bounded because several walkers downstream (class-transformer,
 * the validation pipe's prototype-key stripping) recurse once per level.
 */
export const MAX_INPUT_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request nests objects or lists deeper than ${MAX_INPUT_DEPTH} levels.`;

export const unstorableMessage = (field: string) => `${field} contains characters that cannot be stored`;

/**
 * NUL (which Postgres text refuses) and UTF-16 surrogates without their pair
 * (which no UTF-8 store can hold, and validators choke on) are refused
 * everywhere. Everything else Unicode can spell is accepted.
 */
const UNSTORABLE_CHARACTER = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE_CHARACTER.test(text);
}
