// Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, at the strongest settings:
// compressed once here, they are served as they are (the gateway's static files use preCompressed), so phones
// download a quarter of the bytes without the server compressing the same files on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/u;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* files(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses every text file of `folder` of at least 1 KB; answers the files it compressed. */
export async function compressFolder(folder: string): Promise<string[]> {
  const done: string[] = [];
  const work: Promise<void>[] = [];
  for await (const file of files(folder)) {
    if (!TEXT.test(file) || file.endsWith('.map')) continue;
    work.push(
      (async () => {
        const content = await readFile(file);
        if (content.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        done.push(file);
      })(),
    );
  }
  await Promise.all(work);
  return done;
}

/** The Vite plugin: compresses the build's output folder once the bundle is written. */
export function compressAssets(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'lemari:compress-assets',
    apply: 'build',
    configResolved(config) {
      // The server renderer's files are read from disk by the gateway, never sent.
      outDir = config.build.ssr ? undefined : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (outDir) await compressFolder(outDir);
    },
  };
}
