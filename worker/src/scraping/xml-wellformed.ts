/**
 * A small well-formedness check. cheerio's XML mode is forgiving (it happily
 * "parses" a truncated feed), so before trusting a feed we check that its tags
 * nest and close; a broken feed is then reported as such instead of yielding
 * half an item.
 */
const TAG = /<(\/?)([A-Z_][\w:.-]*)(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>/iy;

export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  let roots = 0;
  let index = 0;
  while (true) {
    const lt = xml.indexOf('<', index);
    if (lt === -1) break;
    const skipTo = (end: string): number => {
      const close = xml.indexOf(end, lt);
      return close === -1 ? -1 : close + end.length;
    };
    let after: number;
    if (xml.startsWith('<?', lt)) after = skipTo('?>');
    else if (xml.startsWith('<!--', lt)) after = skipTo('-->');
    else if (xml.startsWith('<![CDATA[', lt)) after = skipTo(']]>');
    else if (xml.startsWith('<!', lt)) after = skipDoctype(xml, lt);
    else {
      TAG.lastIndex = lt;
      const match = TAG.exec(xml);
      if (!match) return `unexpected "<" at character ${lt}`;
      const [, closing, name, selfClosing] = match;
      if (closing) {
        const open = stack.pop();
        if (open !== name) return open ? `</${name}> closes <${open}>` : `</${name}> has no opening tag`;
      } else if (!selfClosing) {
        if (stack.length === 0) roots++;
        stack.push(name);
      } else if (stack.length === 0) roots++;
      after = TAG.lastIndex;
    }
    if (after === -1) return `unterminated markup at character ${lt}`;
    index = after;
  }
  if (stack.length) return `<${stack[stack.length - 1]}> is never closed (truncated?)`;
  if (roots !== 1) return roots === 0 ? 'no root element' : 'more than one root element';
  return null;
}

function skipDoctype(xml: string, start: number): number {
  let depth = 0;
  for (let i = start + 2; i < xml.length; i++) {
    const c = xml[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  return -1;
}
