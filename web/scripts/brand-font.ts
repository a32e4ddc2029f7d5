// Serves the brand typeface (src/lib/fonts.ts) from the shop itself: the build emits its one font file under a
// hashed name, and index.html's <head> gets the file's preload and the @font-face rules that name it. index.html is
// the shell of every page, the gateway's server-rendered ones included (which also name the preload in their `Link`
// header: gateway/src/pages/route.ts), so the font is asked for with the page, not once the styles have applied.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FONT_FILE, fontHeadTags } from '../src/lib/fonts.ts';

export function brandFont(): Plugin {
  const file = createRequire(import.meta.url).resolve(FONT_FILE);
  const name = path.basename(file);
  let building = false;
  return {
    name: 'lemari:brand-font',
    configResolved(config) {
      // The client build only: the dev server serves the package's file, the server renderer has no index.html.
      building = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (!building) return;
      this.emitFile({ type: 'asset', name, source: readFileSync(file) });
    },
    transformIndexHtml(html, { bundle }) {
      // In a build, the emitted file by its hashed name; in development, the package's file as it is.
      const emitted = Object.values(bundle ?? {}).find(
        (output) => output.type === 'asset' && output.names.includes(name),
      );
      const url = bundle ? `/${emitted?.fileName ?? fail(name)}` : `/@fs${file}`;
      return html.replace(/<\/title>/iu, (end) => `${end}\n    ${fontHeadTags(url)}`);
    },
  };
}

function fail(name: string): never {
  throw new Error(`the build has no ${name}`);
}
