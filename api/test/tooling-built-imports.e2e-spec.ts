import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The bench, the start supervisor and the test tiers are plain .mjs scripts that import the built server
// by path (dist/api/src/….js). TypeScript does not see those imports, so a moved module only shows when a
// script runs: the bench, run rarely, once failed this way after its whole HTTP half had passed.
const root = join(__dirname, '..', '..');
const SCRIPT_FOLDERS = ['bench', 'scripts', 'web/e2e'];

function scriptFiles(folder: string): string[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path).flatMap((name) => {
    const child = join(path, name);
    if (name === 'node_modules') return [];
    if (statSync(child).isDirectory()) return scriptFiles(relative(root, child));
    return /\.(?:mjs|cjs|js)$/.test(name) ? [child] : [];
  });
}

/** The names a script takes from a built module: `const { a, b: c } = await import(…'dist/…')`. */
function importedNames(script: string, built: string): string[] {
  const pattern = new RegExp(
    String.raw`const \{([^}]+)\} = await import\([^)]*'dist/${built.replace(/\./g, '\\.')}'`,
    'g',
  );
  return [...script.matchAll(pattern)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.split(':')[0].trim())
      .filter(Boolean),
  );
}

function exportsName(source: string, name: string): boolean {
  const declared = new RegExp(
    String.raw`export (?:async )?(?:function\*? |const |let |class |enum |abstract class )${name}\b`,
  );
  const listed = new RegExp(String.raw`export \{[^}]*\b${name}\b[^}]*\}`);
  return declared.test(source) || listed.test(source);
}

describe('scripts that import the built server by path', () => {
  const references = SCRIPT_FOLDERS.flatMap(scriptFiles).flatMap((file) => {
    const script = readFileSync(file, 'utf8');
    return [...script.matchAll(/dist\/((?:api|worker)\/src\/[\w/.-]+)\.js/g)].map((match) => ({
      script: relative(root, file),
      source: `${match[1]}.ts`,
      names: importedNames(script, `${match[1]}.js`),
    }));
  });

  it('finds such imports to check', () => {
    expect(references.length).toBeGreaterThan(5);
    expect(references.some(({ names }) => names.length > 0)).toBe(true);
  });

  it('name modules whose sources exist', () => {
    const missing = references.filter(({ source }) => !existsSync(join(root, source)));
    expect(missing).toEqual([]);
  });

  it('take only names those modules export', () => {
    const unexported = references.flatMap(({ script, source, names }) => {
      if (!existsSync(join(root, source))) return [];
      const text = readFileSync(join(root, source), 'utf8');
      return names.filter((name) => !exportsName(text, name)).map((name) => `${script}: ${name} from ${source}`);
    });
    expect(unexported).toEqual([]);
  });
});
