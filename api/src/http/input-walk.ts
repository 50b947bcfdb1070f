import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE, isStorableText, unstorableMessage } from './input-limits';

export interface InputProblem {
  /** The field as the client named it: `lastName`, `preferences.artists.1`, or the parameter's name. */
  field: string;
  message: string;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Walks a parsed input (body, query or route parameter) with an explicit
 * stack, never recursion, and returns the first string or field name that
 * cannot be stored, or a nesting deeper than the input bound.
 */
export function findInputProblem(input: unknown, rootName: string): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: rootName, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value))
        return { field: path || 'body', message: unstorableMessage(path || 'The request body') };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: path || 'body', message: TOO_DEEP_MESSAGE };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1)
        stack.push({ value: value[i], path: join(path, String(i)), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const key = keys[i];
      if (!isStorableText(key)) {
        return { field: path || 'body', message: unstorableMessage(path ? `A field name in ${path}` : 'A field name') };
      }
      stack.push({ value: (value as Record<string, unknown>)[key], path: join(path, key), depth: depth + 1 });
    }
  }
  return null;
}
