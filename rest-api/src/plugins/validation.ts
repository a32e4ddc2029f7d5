// Ajv compilers: query strings and params are coerced from text; JSON bodies are not, so a wrong type is a 400.
// No string anywhere may hold U+0000 (PostgreSQL cannot store it).
import { Ajv, type Options } from 'ajv';
import type { DataValidationCxt as DataContext } from 'ajv/dist/types/index.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { CANONICAL_UUID } from '../lib/schemas.js';

// ajv-formats ships CommonJS; under NodeNext its default export is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({
    removeAdditional: true,
    useDefaults: true,
    allErrors: false,
    strict: false,
    // Errors carry their schema, so that a wrong type for an enum field answers with the allowed values.
    verbose: true,
    ...options,
  });
  addFormats(ajv);
  // Uuid fields are rewritten in lower case as they are validated, so that handlers compare ids as text safely.
  ajv.addKeyword({
    keyword: CANONICAL_UUID,
    modifying: true,
    schemaType: 'boolean',
    validate: (enabled: boolean, data: unknown, _schema?: unknown, where?: DataContext) => {
      if (enabled && typeof data === 'string' && where?.parentData && where.parentDataProperty !== '') {
        (where.parentData as Record<string | number, unknown>)[where.parentDataProperty] = data.toLowerCase();
      }
      return true;
    },
  });
  return ajv;
}

const coercing = makeAjv({ coerceTypes: 'array' });
const strict = makeAjv({ coerceTypes: false });

/** The JSON pointer of the first string in value holding U+0000, which PostgreSQL text cannot store. */
function nulCharacterAt(value: unknown, pointer = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? pointer : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterAt(item, `${pointer}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

// After the schema, every string is checked for U+0000: a 400 naming the field, not a database error.
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validate = (httpPart === 'body' ? strict : coercing).compile(schema as object);
  const checked: Validate = (data) => {
    const valid = validate(data);
    checked.errors = validate.errors;
    const pointer = valid ? nulCharacterAt(data) : undefined;
    if (pointer === undefined) return valid;
    const message = 'must not contain the NUL character';
    checked.errors = [
      { instancePath: pointer, schemaPath: '', keyword: 'nulCharacter', params: {}, message },
    ];
    return false;
  };
  return checked;
};
