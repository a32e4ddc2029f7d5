// The one place that turns any failure into {"errors": "<message a person can read>"} with the right status.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPgError } from '../db/index.js';
import {
  NPWP_RULE,
  PHONE_RULE,
  POSTAL_CODE_RULE,
  SELLER_PHONE_RULE,
  VOUCHER_CODE_RULE,
} from '@lemari/shop/rules';
import { defineMessage, requestLanguage, t, translate, type Descriptor, type Text } from '../i18n/index.js';
import { HttpError } from '../lib/errors.js';
import { PATTERN_MESSAGE } from '../lib/schemas.js';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /**
   * The schema holding the failed keyword (Ajv's verbose option): a wrong type for an enum names the values, and
   * a failed pattern says the rule its schema words (PATTERN_MESSAGE).
   */
  parentSchema?: { enum?: unknown; [PATTERN_MESSAGE]?: unknown };
  /** The value that failed (Ajv's verbose option). */
  data?: unknown;
}

const PART_NAMES: Record<string, Descriptor> = {
  querystring: defineMessage({ id: 'validation.part.query', defaultMessage: 'query parameter' }),
  params: defineMessage({ id: 'validation.part.path', defaultMessage: 'path parameter' }),
};
const REQUEST_BODY = defineMessage({ id: 'validation.part.body', defaultMessage: 'Request body' });
const REQUEST = defineMessage({ id: 'validation.part.request', defaultMessage: 'Request' });

function fieldName(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.params.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string')
    return path ? `${path}.${missing}` : missing;
  return path;
}

const TYPE_NAMES: Record<string, Descriptor> = {
  integer: defineMessage({ id: 'validation.type.integer', defaultMessage: 'a whole number' }),
  number: defineMessage({ id: 'validation.type.number', defaultMessage: 'a number' }),
  string: defineMessage({ id: 'validation.type.string', defaultMessage: 'a string' }),
  boolean: defineMessage({ id: 'validation.type.boolean', defaultMessage: 'true or false' }),
  array: defineMessage({ id: 'validation.type.array', defaultMessage: 'a list' }),
  object: defineMessage({ id: 'validation.type.object', defaultMessage: 'an object' }),
  null: defineMessage({ id: 'validation.type.null', defaultMessage: 'null' }),
};

/**
 * The rules schemas word for their patterns (PATTERN_MESSAGE), by their English text: the schema keeps the
 * English (the API's documentation shows it), a reader gets it in their language.
 */
const PATTERN_RULES = new Map<string, Descriptor>([
  [
    PHONE_RULE,
    defineMessage({
      id: 'validation.rule.phone',
      defaultMessage: 'must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits',
    }),
  ],
  [
    `${PHONE_RULE}, or empty`,
    defineMessage({
      id: 'validation.rule.phone-or-empty',
      defaultMessage: 'must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits, or empty',
    }),
  ],
  [
    POSTAL_CODE_RULE,
    defineMessage({
      id: 'validation.rule.postal-code',
      defaultMessage: "must be a postal code of 5 digits, e.g. 55122 (empty: the city's)",
    }),
  ],
  [
    SELLER_PHONE_RULE,
    defineMessage({
      id: 'validation.rule.seller-phone',
      defaultMessage:
        'must be a phone number with its area code: 8 to 15 digits, e.g. (0274) 512345, or empty',
    }),
  ],
  [
    NPWP_RULE,
    defineMessage({
      id: 'validation.rule.npwp',
      defaultMessage: 'must be an NPWP of 15 digits (01.234.567.8-541.000) or 16 digits, or empty',
    }),
  ],
  [
    VOUCHER_CODE_RULE,
    defineMessage({
      id: 'validation.rule.voucher-code',
      defaultMessage: 'must be 3 to 32 letters, digits, dashes or underscores',
    }),
  ],
  [
    'must not hold a comma',
    defineMessage({ id: 'validation.rule.no-comma', defaultMessage: 'must not hold a comma' }),
  ],
  [
    'must be a hex colour such as #1f2a44',
    defineMessage({
      id: 'validation.rule.hex-colour',
      defaultMessage: 'must be a hex colour such as #1f2a44',
    }),
  ],
  [
    'must be letters, digits, dots, dashes or underscores (at most 64), starting with a letter or digit',
    defineMessage({
      id: 'validation.rule.sku',
      defaultMessage:
        'must be letters, digits, dots, dashes or underscores (at most 64), starting with a letter or digit',
    }),
  ],
]);

const V = {
  oneOf: defineMessage({ id: 'validation.one-of', defaultMessage: '{field} must be one of: {values}' }),
  mustBe: defineMessage({ id: 'validation.must-be', defaultMessage: '{field} must be {what}' }),
  eitherType: defineMessage({
    id: 'validation.either-type',
    defaultMessage: '{field} must be {first} or {second}',
  }),
  required: defineMessage({ id: 'validation.required', defaultMessage: '{field} is required' }),
  ofType: defineMessage({ id: 'validation.of-type', defaultMessage: '{field} must be of type {type}' }),
  format: defineMessage({ id: 'validation.format', defaultMessage: '{field} must be a valid {format}' }),
  notEmpty: defineMessage({ id: 'validation.not-empty', defaultMessage: '{field} must not be empty' }),
  minLength: defineMessage({
    id: 'validation.min-length',
    defaultMessage: '{field} must be at least {limit} characters',
  }),
  maxLength: defineMessage({
    id: 'validation.max-length',
    defaultMessage: '{field} must be at most {limit} characters',
  }),
  minimum: defineMessage({ id: 'validation.minimum', defaultMessage: '{field} must be at least {limit}' }),
  maximum: defineMessage({ id: 'validation.maximum', defaultMessage: '{field} must be at most {limit}' }),
  maxItems: defineMessage({
    id: 'validation.max-items',
    defaultMessage: '{field} must have at most {limit} items',
  }),
  minItems: defineMessage({
    id: 'validation.min-items',
    defaultMessage: '{field} must have at least {limit} items',
  }),
  pattern: defineMessage({ id: 'validation.pattern', defaultMessage: '{field} has an invalid format' }),
  rule: defineMessage({ id: 'validation.rule', defaultMessage: '{field} {rule}' }),
  invalidValue: defineMessage({
    id: 'validation.invalid-value',
    defaultMessage: '{field} has an invalid value',
  }),
  nulCharacter: defineMessage({
    id: 'validation.nul-character',
    defaultMessage: '{field} must not contain the NUL character',
  }),
  invalid: defineMessage({ id: 'validation.invalid', defaultMessage: '{field} is invalid' }),
  invalidRequest: defineMessage({ id: 'validation.invalid-request', defaultMessage: 'Invalid request' }),
};

/** Number limits as the API writes them in both languages (1000, not 1.000 or 1,000): they are values to type. */
const limitOf = (params: Record<string, unknown>) => String(params.limit);

/**
 * A field that takes one of several shapes (anyOf) failed all of them: Ajv reports each branch's error first,
 * so the first one alone would name only one of the shapes ("code must be of type string" for a field that also
 * takes a number). Answers "code must be a whole number or a string", or "status must be one of: a, b".
 */
function alternativesMessage(errors: AjvError[], context: string | undefined): Text | undefined {
  const anyOf = errors.find((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  if (!anyOf) return undefined;
  const branches = errors.filter((error) => error.instancePath === anyOf.instancePath && error !== anyOf);
  if (branches.length === 0) return undefined;
  // A branch whose type matched failed on something finer (a pattern, a minimum): that is the message.
  const finer = branches.find((error) => !['type', 'const'].includes(error.keyword));
  if (finer) return validationMessage([finer], context);
  const field = fieldName(anyOf) || (context === 'body' ? REQUEST_BODY : REQUEST);
  const consts = branches
    .filter((error) => error.keyword === 'const')
    .map((error) => error.params.allowedValue);
  const types = [
    ...new Set(
      branches.filter((error) => error.keyword === 'type').map((error) => String(error.params.type)),
    ),
  ].map((type) => TYPE_NAMES[type] ?? type);
  if (types.length === 0) return t(V.oneOf, { field, values: consts.map(String).join(', ') });
  if (types.length === 1) return t(V.mustBe, { field, what: types[0] });
  // More than two types never meet in one of our schemas; the first two are named.
  return t(V.eitherType, { field, first: types[0], second: types[1] });
}

/** "email is required", "quantity must be at least 1", … naming the field that is wrong. */
export function validationMessage(errors: AjvError[], context: string | undefined): Text {
  const alternatives = alternativesMessage(errors, context);
  if (alternatives) return alternatives;
  const error = errors[0];
  if (!error) return V.invalidRequest;
  const field: Text =
    fieldName(error) || (context === 'body' ? REQUEST_BODY : (PART_NAMES[context ?? ''] ?? REQUEST));
  const p = error.params;
  const allowed = error.parentSchema?.enum;
  // {"type": "string", "enum": [...]}: a number sent for it is refused like any other value outside the list.
  if (error.keyword === 'type' && Array.isArray(allowed))
    return t(V.oneOf, { field, values: allowed.join(', ') });
  switch (error.keyword) {
    case 'required':
      return t(V.required, { field });
    case 'type':
      return p.type === 'integer'
        ? t(V.mustBe, { field, what: TYPE_NAMES.integer })
        : t(V.ofType, { field, type: String(p.type) });
    case 'format':
      return t(V.format, { field, format: String(p.format) });
    case 'minLength':
      return p.limit === 1 ? t(V.notEmpty, { field }) : t(V.minLength, { field, limit: limitOf(p) });
    case 'maxLength':
      return t(V.maxLength, { field, limit: limitOf(p) });
    case 'minimum':
      return t(V.minimum, { field, limit: limitOf(p) });
    case 'maximum':
      return t(V.maximum, { field, limit: limitOf(p) });
    case 'maxItems':
      return t(V.maxItems, { field, limit: limitOf(p) });
    case 'minItems':
      return t(V.minItems, { field, limit: limitOf(p) });
    case 'enum':
      return t(V.oneOf, { field, values: (p.allowedValues as unknown[]).join(', ') });
    case 'const':
      return t(V.mustBe, { field, what: String(p.allowedValue) });
    case 'pattern': {
      const rule = error.parentSchema?.[PATTERN_MESSAGE];
      if (typeof rule !== 'string') return t(V.pattern, { field });
      // A worded pattern that refuses a blank value asks for one ("phone is required", not the rule).
      return typeof error.data === 'string' && error.data.trim() === ''
        ? t(V.required, { field })
        : t(V.rule, { field, rule: PATTERN_RULES.get(rule) ?? rule });
    }
    case 'nulCharacter':
      return t(V.nulCharacter, { field });
    case 'anyOf':
    case 'oneOf':
      return t(V.invalidValue, { field });
    default:
      return error.message ? t(V.rule, { field, rule: error.message }) : t(V.invalid, { field });
  }
}

const UNSUPPORTED_MEDIA_TYPE: [number, Descriptor] = [
  415,
  defineMessage({
    id: 'request.unsupported-media-type',
    defaultMessage: 'Unsupported content type; send application/json',
  }),
];
const INVALID_JSON = defineMessage({
  id: 'request.invalid-json',
  defaultMessage: 'Request body is not valid JSON',
});
const UPLOAD_NOT_MULTIPART = defineMessage({
  id: 'upload.not-multipart',
  defaultMessage: 'The upload must be sent as multipart/form-data',
});

// Fastify's and its plugins' own client errors, by code, with wording for people.
const KNOWN_CODES: Record<string, [number, Descriptor]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [
    413,
    defineMessage({ id: 'request.body-too-large', defaultMessage: 'Request body is too large' }),
  ],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    defineMessage({ id: 'request.invalid-content-length', defaultMessage: 'Invalid Content-Length header' }),
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    defineMessage({ id: 'request.empty-body', defaultMessage: 'Request body must not be empty' }),
  ],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, INVALID_JSON],
  FST_REQ_FILE_TOO_LARGE: [
    413,
    defineMessage({ id: 'upload.file-too-large', defaultMessage: 'File is too large' }),
  ],
  FST_PARTS_LIMIT: [
    413,
    defineMessage({ id: 'upload.too-many-parts', defaultMessage: 'Too many parts in the upload' }),
  ],
  FST_FILES_LIMIT: [
    413,
    defineMessage({ id: 'upload.too-many-files', defaultMessage: 'Too many files in the upload' }),
  ],
  FST_FIELDS_LIMIT: [
    413,
    defineMessage({ id: 'upload.too-many-fields', defaultMessage: 'Too many fields in the upload' }),
  ],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, UPLOAD_NOT_MULTIPART],
  FST_ERR_BAD_URL: [400, defineMessage({ id: 'request.invalid-url', defaultMessage: 'Invalid URL' })],
};

// PostgreSQL errors that can only come from input, in case a repository did not map them itself.
const PG_CODES: Record<string, [number, Descriptor]> = {
  '23505': [409, defineMessage({ id: 'db.unique', defaultMessage: 'This record already exists' })],
  '23503': [
    409,
    defineMessage({
      id: 'db.foreign-key',
      defaultMessage: 'This record is still in use or refers to something that does not exist',
    }),
  ],
  '23001': [409, defineMessage({ id: 'db.restrict', defaultMessage: 'This record is still in use' })],
  '22P02': [400, defineMessage({ id: 'db.invalid-text', defaultMessage: 'A value has an invalid format' })],
  '22001': [400, defineMessage({ id: 'db.too-long', defaultMessage: 'A value is too long' })],
  '22003': [400, defineMessage({ id: 'db.out-of-range', defaultMessage: 'A number is out of range' })],
  '23514': [400, defineMessage({ id: 'db.check', defaultMessage: 'A value is not allowed' })],
  '22021': [
    400,
    defineMessage({
      id: 'db.bad-character',
      defaultMessage: 'A value contains a character that cannot be stored',
    }),
  ],
};

const TOO_MANY_REQUESTS = defineMessage({
  id: 'request.too-many',
  defaultMessage: 'Too many requests. Please try again later.',
});
const INTERNAL = defineMessage({
  id: 'request.internal',
  defaultMessage: 'Something went wrong on our side. Please try again.',
});
const NO_ROUTE = defineMessage({ id: 'request.no-route', defaultMessage: 'No route for {method} {path}' });

/**
 * A body sent as something other than JSON. Fastify also parses text/plain (and multipart reaches JSON routes
 * as no body), so such a body fails the route's JSON schema: that is a 415, not a 400 about its shape.
 */
function sentOtherThanJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && (type.split(';')[0] ?? '').trim().toLowerCase() !== 'application/json';
}

async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: Text,
  details?: Record<string, unknown>,
) {
  const errors = translate(message, await requestLanguage(request));
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(details ? { errors, details } : { errors });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return answer(request, reply, error.statusCode, error.text, error.details);
    }
    if (error.validation) {
      if (error.validationContext === 'body' && sentOtherThanJson(request)) {
        return answer(request, reply, ...UNSUPPORTED_MEDIA_TYPE);
      }
      const custom = request.routeOptions.config.requiredMessage;
      const first = error.validation[0] as AjvError | undefined;
      if (custom && first?.keyword === 'required' && error.validationContext === 'body') {
        return answer(request, reply, 400, custom);
      }
      return answer(
        request,
        reply,
        400,
        validationMessage(error.validation as AjvError[], error.validationContext),
      );
    }
    const known = error.code ? KNOWN_CODES[error.code] : undefined;
    if (known) return answer(request, reply, known[0], known[1]);
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return answer(request, reply, 400, INVALID_JSON);
    }
    const pgKnown = Object.entries(PG_CODES).find(([code]) => isPgError(error, code))?.[1];
    if (pgKnown) {
      request.log.warn({ err: error }, 'database rejected input');
      return answer(request, reply, pgKnown[0], pgKnown[1]);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return answer(request, reply, 429, TOO_MANY_REQUESTS);
    }
    if (status >= 400 && status < 500) {
      return answer(request, reply, status, error.message || V.invalidRequest);
    }
    request.log.error({ err: error }, 'request failed');
    return answer(request, reply, 500, INTERNAL);
  });

  app.setNotFoundHandler((request, reply) =>
    answer(request, reply, 404, t(NO_ROUTE, { method: request.method, path: request.url.split('?')[0] })),
  );
}

export default fp(errorsPlugin, { name: 'errors' });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message to answer instead of "<field> is required" when a required body field is missing. */
    requiredMessage?: Text;
  }
}
