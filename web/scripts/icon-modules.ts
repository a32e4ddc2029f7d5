// One module per icon. A react-icons set (react-icons/lu) is one module holding every icon of the set, and a bundler
// splits by module, not by export: every icon the app uses anywhere (the back office's too) would sit in one chunk
// that the storefront's first screens load. This plugin rewrites `import { LuX, LuY as Z } from 'react-icons/lu'`
// in the app's sources into imports of `virtual:react-icon/lu/LuX`, a module holding that icon's function alone,
// copied from the set's own file, so each chunk carries the icons its own code draws.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { virtualModules } from './virtual-modules.ts';

const SOURCE = /[\\/]src[\\/].*\.tsx?$/u;
const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'react-icons\/(\w+)';?[ \t]*$/gmu;
const PREFIX = 'virtual:react-icon/';

/** The module's code with its icon-set imports split into one import per icon, or undefined when it has none. */
export function rewriteIconImports(code: string): string | undefined {
  let changed = false;
  const rewritten = code.replace(IMPORT, (statement: string, names: string, set: string) => {
    changed = true;
    const imports = names
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        if (/^type\s/u.test(part))
          throw new Error(`a type import from react-icons/${set}: import it from 'react-icons'`);
        const name = part.split(/\s+as\s+/u)[0]!;
        return `import { ${part} } from '${PREFIX}${set}/${name}';`;
      })
      .join(' ');
    // As many lines as the statement had, so the rest of the file keeps its place (and its source map).
    return imports + '\n'.repeat(statement.split('\n').length - 1);
  });
  return changed ? rewritten : undefined;
}

/** The module of one icon, from its set's generated file; throws when the set has no such icon. */
export function iconModule(setCode: string, set: string, name: string): string {
  const start = setCode.indexOf(`export function ${name} (props) {`);
  const end = start < 0 ? -1 : setCode.indexOf('\n};', start);
  if (end < 0) throw new Error(`react-icons/${set} has no icon ${name}`);
  return `import { GenIcon } from 'react-icons/lib';\n${setCode.slice(start, end + 3)}\n`;
}

export function iconModules(): Plugin {
  const require = createRequire(import.meta.url);
  const sets = new Map<string, Promise<string>>();
  const setCode = (set: string) => {
    let code = sets.get(set);
    if (!code) {
      code = readFile(require.resolve(`react-icons/${set}`).replace(/index\.js$/u, 'index.mjs'), 'utf8');
      sets.set(set, code);
    }
    return code;
  };
  return {
    name: 'lemari:icon-modules',
    enforce: 'pre',
    ...virtualModules(PREFIX, async (key) => {
      const [set, name] = key.split('/') as [string, string];
      return iconModule(await setCode(set), set, name);
    }),
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || !code.includes('react-icons/')) return undefined;
      const rewritten = rewriteIconImports(code);
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
  };
}
