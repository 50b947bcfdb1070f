import { REDACTED } from '../../shared/contracts/audit';

/** Field names whose values never reach the log, at any depth: passwords, tokens, keys and secrets. */
const SECRET_FIELD = /pass(?:word)?|token|secret|hash|api[-_]?key|cookie|authori[sz]ation|credential/i;

/** A copy of `value` with every secret field's value replaced by REDACTED. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        SECRET_FIELD.test(key) ? REDACTED : redactSecrets(field, depth + 1),
      ]),
    );
  }
  return value;
}
