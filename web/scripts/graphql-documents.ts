// Replaces each `graphql(`…`)` call in the app's sources with the generated document it stands for, served as a
// module of its own (`virtual:graphql-document/AdminAccessDocument`). The client preset's graphql() looks its
// documents up in one map of every operation in the project, admin screens included, and even importing the
// documents from src/generated/graphql.ts would keep them in one module that every chunk shares; with one module
// per document, each chunk carries only the documents its own code uses. The same job as the preset's Babel
// plugin, for a toolchain without Babel. The documents are the generated ones, unchanged (hash included).
import { readFile } from 'node:fs/promises';
import { transformWithOxc, type Plugin } from 'vite';
import { virtualModules } from './virtual-modules.ts';

const GENERATED = /[\\/]src[\\/]generated[\\/]/u;
const SOURCE = /[\\/]src[\\/].*\.tsx?$/u;
/** `graphql(` + one template literal without interpolations (`$` of variables allowed, not `${`) + `)`. */
const CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/gu;
const IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*'@\/generated\/gql';?[ \t]*$/mu;
const FIRST_DEFINITION = /\b(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/u;
const PREFIX = 'virtual:graphql-document/';

/** A document as graphql.ts exports it: its first definition is the operation or fragment it is named after. */
interface Document {
  definitions: readonly { name?: { value: string } }[];
}

/** The generated documents by export name, and the export name by their first definition's name. */
export interface Generated {
  documents: Map<string, unknown>;
  byDefinition: Map<string, string>;
}

export function indexDocuments(generated: Record<string, unknown>): Generated {
  const documents = new Map<string, unknown>();
  const byDefinition = new Map<string, string>();
  for (const [exportName, value] of Object.entries(generated)) {
    const name = (value as Partial<Document> | null)?.definitions?.[0]?.name?.value;
    if (!name) continue;
    documents.set(exportName, value);
    byDefinition.set(name, exportName);
  }
  return { documents, byDefinition };
}

/**
 * The module's code with its graphql() calls turned into imports of the documents' own modules, or undefined
 * when it has none. Throws, naming the document, when one has no generated counterpart (codegen is stale).
 */
export function rewriteDocuments(
  code: string,
  byDefinition: Map<string, string>,
  file: string,
): string | undefined {
  if (!IMPORT.test(code)) return undefined;
  const used = new Set<string>();
  const rewritten = code.replace(CALL, (call: string, text: string) => {
    const name = FIRST_DEFINITION.exec(text)?.[2];
    const exported = name && byDefinition.get(name);
    if (!exported) {
      throw new Error(
        `${file}: no generated document for graphql(\`${text.trim().slice(0, 60)}…\`); run pnpm codegen`,
      );
    }
    used.add(exported);
    // As many lines as the call took, so that the lines after it keep their numbers in stack traces.
    return `__${exported}${'\n'.repeat(call.split('\n').length - 1)}`;
  });
  if (used.size === 0) return undefined;
  if (/\bgraphql\(\s*`/u.test(rewritten)) {
    throw new Error(`${file}: a graphql() call with an interpolation, which this plugin cannot read`);
  }
  const imports = [...used].map((name) => `import __${name} from '${PREFIX}${name}';`).join(' ');
  return rewritten.replace(IMPORT, imports);
}

/** Reads src/generated/graphql.ts as it is on disk: its types stripped, its documents evaluated. */
async function readGenerated(file: string): Promise<Generated> {
  const source = await readFile(file, 'utf8');
  const { code } = await transformWithOxc(source, file, { lang: 'ts' });
  const module = (await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as Record<string, unknown>;
  return indexDocuments(module);
}

/** The Vite plugin for the documents generated into `generatedFile` (src/generated/graphql.ts). */
export function graphqlDocuments(generatedFile: string): Plugin {
  let generated: Promise<Generated> | undefined;
  const current = () => (generated ??= readGenerated(generatedFile));
  return {
    name: 'lemari:graphql-documents',
    enforce: 'pre',
    ...virtualModules(PREFIX, async (name) => {
      const document = (await current()).documents.get(name);
      if (document === undefined) throw new Error(`no generated document ${name}; run pnpm codegen`);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(document))});`;
    }),
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || GENERATED.test(file) || !code.includes('graphql(')) return undefined;
      const rewritten = rewriteDocuments(code, (await current()).byDefinition, file);
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
    // `pnpm codegen` while the dev server runs: the next request reads the new documents.
    watchChange(id) {
      if (id === generatedFile) generated = undefined;
    },
  };
}
