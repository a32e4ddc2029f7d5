// The resolveId and load hooks of a build plugin that serves modules of its own making under one prefix
// (`virtual:graphql-document/AdminAccessDocument`, `virtual:react-icon/lu/LuHeart`): what follows the prefix is
// the key the plugin makes the module's code from.
import type { Plugin } from 'vite';

export function virtualModules(
  prefix: string,
  code: (key: string) => string | Promise<string>,
): Pick<Plugin, 'resolveId' | 'load'> {
  const resolved = `\0${prefix}`;
  return {
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      return id.startsWith(resolved) ? code(id.slice(resolved.length)) : undefined;
    },
  };
}
