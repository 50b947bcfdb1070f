import { load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { Text } from 'domhandler';
import { dropUnsafeCharacters } from './safe-text';

/**
 * The HTML with every element nested deeper than `maxDepth` replaced by its
 * text: what a reader sees survives, and no later recursive walk can overflow
 * the call stack on a page nested thousands deep. Walked with explicit stacks.
 */
export function shallowHtml(html: string, maxDepth: number): string {
  const $ = load(dropUnsafeCharacters(html));
  const stack: { node: AnyNode; depth: number }[] = $.root()
    .children()
    .toArray()
    .map((node) => ({ node, depth: 1 }));
  let flattened = false;
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (!('children' in node)) continue;
    if (depth >= maxDepth && node.children.length) {
      const text = new Text(textOf(node.children));
      text.parent = node;
      node.children = [text];
      flattened = true;
      continue;
    }
    for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
  }
  return flattened ? $.html() : html;
}

function textOf(nodes: AnyNode[]): string {
  const parts: string[] = [];
  const stack = [...nodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') parts.push(node.data);
    else if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return parts.join(' ');
}
