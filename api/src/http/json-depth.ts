import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from './input-limits';

/**
 * True when JSON text opens more than `maxDepth` objects or arrays inside one
 * another. One pass over the characters with a counter, so a body nested
 * 50,000 levels deep costs a loop, not a stack. Malformed text is left for
 * JSON.parse to refuse.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // a backslash escapes the next character, quotes included
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * body-parser's `verify` hook: it sees the raw body before JSON.parse, so a
 * too-deep document is refused (400) before anything walks it. Charsets the
 * platform cannot decode here are let through: the validation pipe bounds
 * depth again on the parsed value.
 */
export function refuseDeepJson(_request: IncomingMessage, _response: ServerResponse, body: Buffer, encoding: string) {
  let text: string;
  try {
    text = new TextDecoder(encoding || 'utf-8').decode(body);
  } catch {
    return;
  }
  if (jsonNestsDeeperThan(text, MAX_INPUT_DEPTH)) {
    throw Object.assign(new Error(TOO_DEEP_MESSAGE), { status: 400, type: 'entity.too.deep' });
  }
}
