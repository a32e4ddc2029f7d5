// Types flow from the REST API, never copied: every domain's models.ts names REST answers by the REST API's own
// record types (from its TypeBox schemas), the loaders are typed by what they load, so no resolver casts what
// one answers, and the page previews read products as the catalogue's model.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** The gateway's TypeScript sources (generated code aside), by path under src/. */
function sources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.relative(SRC, path.join(entry.parentPath, entry.name));
    if (!file.startsWith('generated')) files.set(file, readFileSync(path.join(SRC, file), 'utf8'));
  }
  return files;
}

/** Declarations of a REST answer's shape written out by hand: an interface, or a type of an object literal. */
const HAND_WRITTEN_REST = /(?:interface\s+Rest\w*|type\s+Rest\w*(?:<[^>]*>)?\s*=\s*\{)/g;

describe('gateway models', () => {
  const files = sources();

  it('takes every REST answer type from the REST API', () => {
    const models = [...files].filter(([file]) => file.endsWith('models.ts'));
    expect(models.length).toBeGreaterThanOrEqual(7);
    const copied = models.flatMap(([file, text]) =>
      (text.match(HAND_WRITTEN_REST) ?? []).map((declaration) => `${file}: ${declaration}`),
    );
    expect(copied).toEqual([]);
  });

  it('types the loaders by what they load, so resolvers cast nothing they answer', () => {
    expect(files.get('loaders.ts')).not.toMatch(/Record<string, unknown>/);
    const resolvers = [...files].filter(([file]) => /(?:resolvers|loaders)\.ts$/.test(file));
    expect(resolvers.length).toBeGreaterThanOrEqual(10);
    const casts = resolvers.flatMap(([file, text]) =>
      [...text.matchAll(/loaders\.\w+\.(?:load|prime)\([^;]*?\)\s*as\b|\bas never\b/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(casts).toEqual([]);
  });

  it('has the page previews read the catalogue model, not a product type of their own', () => {
    const pages = [...files].filter(([file]) => file.startsWith(`pages${path.sep}`));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const own = pages.flatMap(([file, text]) =>
      (text.match(/(?:interface|type)\s+\w*Product\b/g) ?? []).map(
        (declaration) => `${file}: ${declaration}`,
      ),
    );
    expect(own).toEqual([]);
  });
});
