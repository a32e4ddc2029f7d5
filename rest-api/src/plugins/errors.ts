// The one place that turns any failure into {"errors": "<message a person can read>"} with the right status.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPgError } from '../db/index.js';
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

const PART_NAMES: Record<string, string> = { querystring: 'query parameter', params: 'path parameter' };

function fieldName(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.params.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string')
    return path ? `${path}.${missing}` : missing;
  return path;
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/**
 * A field that takes one of several shapes (anyOf) failed all of them: Ajv reports each branch's error first,
 * so the first one alone would name only one of the shapes ("code must be of type string" for a field that also
 * takes a number). Answers "code must be a whole number or a string", or "status must be one of: a, b".
 */
function alternativesMessage(errors: AjvError[], context: string | undefined): string | undefined {
  const anyOf = errors.find((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  if (!anyOf) return undefined;
  const branches = errors.filter((error) => error.instancePath === anyOf.instancePath && error !== anyOf);
  if (branches.length === 0) return undefined;
  // A branch whose type matched failed on something finer (a pattern, a minimum): that is the message.
  const finer = branches.find((error) => !['type', 'const'].includes(error.keyword));
  if (finer) return validationMessage([finer], context);
  const field = fieldName(anyOf) || (context === 'body' ? 'Request body' : 'Request');
  const consts = branches
    .filter((error) => error.keyword === 'const')
    .map((error) => error.params.allowedValue);
  const types = branches
    .filter((error) => error.keyword === 'type')
    .map((error) => TYPE_NAMES[String(error.params.type)] ?? String(error.params.type));
  if (types.length === 0) return `${field} must be one of: ${consts.map(String).join(', ')}`;
  return `${field} must be ${[...new Set(types)].join(' or ')}`;
}

/** "email is required", "quantity must be at least 1", … naming the field that is wrong. */
export function validationMessage(errors: AjvError[], context: string | undefined): string {
  const alternatives = alternativesMessage(errors, context);
  if (alternatives) return alternatives;
  const error = errors[0];
  if (!error) return 'Invalid request';
  const field = fieldName(error);
  const subject = field || (context === 'body' ? 'Request body' : (PART_NAMES[context ?? ''] ?? 'Request'));
  const p = error.params;
  const allowed = error.parentSchema?.enum;
  // {"type": "string", "enum": [...]}: a number sent for it is refused like any other value outside the list.
  if (error.keyword === 'type' && Array.isArray(allowed))
    return `${subject} must be one of: ${allowed.join(', ')}`;
  switch (error.keyword) {
    case 'required':
      return `${subject} is required`;
    case 'type':
      return `${subject} must be ${p.type === 'integer' ? 'a whole number' : `of type ${String(p.type)}`}`;
    case 'format':
      return `${subject} must be a valid ${String(p.format)}`;
    case 'minLength':
      return p.limit === 1
        ? `${subject} must not be empty`
        : `${subject} must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `${subject} must be at most ${String(p.limit)} characters`;
    case 'minimum':
      return `${subject} must be at least ${String(p.limit)}`;
    case 'maximum':
      return `${subject} must be at most ${String(p.limit)}`;
    case 'maxItems':
      return `${subject} must have at most ${String(p.limit)} items`;
    case 'minItems':
      return `${subject} must have at least ${String(p.limit)} items`;
    case 'enum':
      return `${subject} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${subject} must be ${String(p.allowedValue)}`;
    case 'pattern': {
      const rule = error.parentSchema?.[PATTERN_MESSAGE];
      if (typeof rule !== 'string') return `${subject} has an invalid format`;
      // A worded pattern that refuses a blank value asks for one ("phone is required", not the rule).
      return typeof error.data === 'string' && error.data.trim() === ''
        ? `${subject} is required`
        : `${subject} ${rule}`;
    }
    case 'anyOf':
    case 'oneOf':
      return `${subject} has an invalid value`;
    default:
      return `${subject} ${error.message ?? 'is invalid'}`;
  }
}

const UNSUPPORTED_MEDIA_TYPE: [number, string] = [415, 'Unsupported content type; send application/json'];

// Fastify's and its plugins' own client errors, by code, with wording for people.
const KNOWN_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length header'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body must not be empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
  FST_REQ_FILE_TOO_LARGE: [413, 'File is too large'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload'],
  FST_FILES_LIMIT: [413, 'Too many files in the upload'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the upload'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'The upload must be sent as multipart/form-data'],
  FST_ERR_BAD_URL: [400, 'Invalid URL'],
};

// PostgreSQL errors that can only come from input, in case a repository did not map them itself.
const PG_CODES: Record<string, [number, string]> = {
  '23505': [409, 'This record already exists'],
  '23503': [409, 'This record is still in use or refers to something that does not exist'],
  '23001': [409, 'This record is still in use'],
  '22P02': [400, 'A value has an invalid format'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '23514': [400, 'A value is not allowed'],
  '22021': [400, 'A value contains a character that cannot be stored'],
};

/**
 * A body sent as something other than JSON. Fastify also parses text/plain (and multipart reaches JSON routes
 * as no body), so such a body fails the route's JSON schema: that is a 415, not a 400 about its shape.
 */
function sentOtherThanJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && (type.split(';')[0] ?? '').trim().toLowerCase() !== 'application/json';
}

function answer(reply: FastifyReply, status: number, message: string, details?: Record<string, unknown>) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(details ? { errors: message, details } : { errors: message });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return answer(reply, error.statusCode, error.message, error.details);
    }
    if (error.validation) {
      if (error.validationContext === 'body' && sentOtherThanJson(request)) {
        return answer(reply, ...UNSUPPORTED_MEDIA_TYPE);
      }
      const custom = request.routeOptions.config.requiredMessage;
      const first = error.validation[0] as AjvError | undefined;
      if (custom && first?.keyword === 'required' && error.validationContext === 'body') {
        return answer(reply, 400, custom);
      }
      return answer(reply, 400, validationMessage(error.validation as AjvError[], error.validationContext));
    }
    const known = error.code ? KNOWN_CODES[error.code] : undefined;
    if (known) return answer(reply, known[0], known[1]);
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return answer(reply, 400, 'Request body is not valid JSON');
    }
    const pgKnown = Object.entries(PG_CODES).find(([code]) => isPgError(error, code))?.[1];
    if (pgKnown) {
      request.log.warn({ err: error }, 'database rejected input');
      return answer(reply, pgKnown[0], pgKnown[1]);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return answer(reply, 429, 'Too many requests. Please try again later.');
    }
    if (status >= 400 && status < 500) {
      return answer(reply, status, error.message || 'Invalid request');
    }
    request.log.error({ err: error }, 'request failed');
    return answer(reply, 500, 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) =>
    answer(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}

export default fp(errorsPlugin, { name: 'errors' });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message to answer instead of "<field> is required" when a required body field is missing. */
    requiredMessage?: string;
  }
}
