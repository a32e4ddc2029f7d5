// Image uploads per the GraphQL multipart request spec: multipart requests to /graphql are parsed as they stream
// (graphql-upload's processRequest, which stops a file at the REST API's 5 MB limit, so no more is ever held), and
// the file is streamed on to POST /v1/upload/image as the multipart field the REST API expects. A multipart request
// without a CSRF preflight header is left unread and refused by Apollo's csrfPrevention.
import { randomUUID } from 'node:crypto';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@lemari/shop/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import processRequest, { type FileUpload } from 'graphql-upload/processRequest.mjs';
import type { Context } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';
import { RestError } from '../rest/errors.js';
import { defineMessage, languageOfRequest, t, textError, translate, type Text } from '../i18n/index.js';
import type { RestUpload } from './models.js';

/** What a resolver receives for an argument of type Upload. */
export type UploadValue = Promise<FileUpload>;

/** The operations and map fields: a mutation and its variables, never near this. */
const MAX_FIELD_BYTES = 100 * 1024;
/** Multipart boundaries and part headers around the fields and the file. */
const ENVELOPE_BYTES = 16 * 1024;
/** The headers Apollo's csrfPrevention accepts as proof of a preflighted request. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

// Worded as the REST API words the same refusals (its upload.* messages), in the uploader's language.
const TOO_LARGE = t(
  defineMessage({ id: 'upload.too-large', defaultMessage: 'The image is larger than {megabytes} MB' }),
  { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 },
);
/** The REST API's answer to a request with several files (ONE_IMAGE in rest-api/src/domains/upload/routes.ts). */
const ONE_IMAGE = defineMessage({
  id: 'upload.one-image',
  defaultMessage:
    'Upload one image per request: this request carries more than one file. Send each image in a request of its own.',
});
const INTERRUPTED = defineMessage({
  id: 'upload.interrupted',
  defaultMessage: 'The upload was interrupted. Please try again.',
});

const tooLarge = () => textError(TOO_LARGE, { code: 'PAYLOAD_TOO_LARGE' });

/** An http-errors error from graphql-upload (status 400, 413 or 499, with a message for people). */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A refusal before GraphQL runs, in the language of the request (graphql-upload's own words are English). */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, text: Text) {
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
  const message = translate(text, languageOfRequest(request.headers));
  return reply
    .code(status)
    .type('application/json')
    .send({ errors: [{ message, extensions: { code } }] });
}

/** Lets the GraphQL endpoint at `url` take multipart requests; call before registering Apollo's route. */
export function registerUploads(app: FastifyInstance, url = '/graphql') {
  const multipart = new WeakSet<FastifyRequest>();
  // The body is not read here: the hook below streams it, with the reply at hand for its errors.
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    multipart.add(request);
    done(null);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!multipart.has(request) || request.routeOptions.url !== url) return;
    const preflighted = PREFLIGHT_HEADERS.some((name) => Boolean(request.headers[name]));
    if (!preflighted) return; // Apollo refuses it as a possible CSRF, before anything is read
    const declared = Number(request.headers['content-length']);
    if (declared > UPLOAD_MAX_BYTES + 2 * MAX_FIELD_BYTES + ENVELOPE_BYTES) {
      return refuse(request, reply, 413, TOO_LARGE);
    }
    try {
      request.body = await processRequest(request.raw, reply.raw, {
        // busboy counts a file that reaches its limit as over it; the REST API takes exactly 5 MB.
        maxFileSize: UPLOAD_MAX_BYTES + 1,
        maxFieldSize: MAX_FIELD_BYTES,
        maxFiles: 1,
      });
    } catch (error) {
      // graphql-upload words maxFiles as a 413 ("1 max file uploads exceeded."): a second file is a bad request.
      if (error instanceof Error && /max file uploads exceeded/.test(error.message)) {
        return refuse(request, reply, 400, ONE_IMAGE);
      }
      const status = statusOf(error) ?? 400;
      return refuse(
        request,
        reply,
        status,
        error instanceof Error ? error.message : 'Invalid multipart request',
      );
    }
  });
}

/** The part's header, with the file name in UTF-8 as browsers send it (quotes and line breaks escaped). */
function dispositionOf(filename: string) {
  const name = filename.replace(/[\r\n"\\]/g, (char) => encodeURIComponent(char)) || 'image';
  return `form-data; name="${UPLOAD_FIELD}"; filename="${name}"`;
}

/**
 * The file as a multipart/form-data body, streamed: nothing is buffered beyond a chunk. failure() tells a
 * failed file stream (graphql-upload's 413 when the file passed the limit) from a failed REST call.
 */
function multipartBody(file: FileUpload) {
  const boundary = `----lemari-${randomUUID()}`;
  const type = /^[\w.+-]+\/[\w.+-]+$/.test(file.mimetype) ? file.mimetype : 'application/octet-stream';
  const head = `--${boundary}\r\nContent-Disposition: ${dispositionOf(file.filename)}\r\nContent-Type: ${type}\r\n\r\n`;
  const source = file.createReadStream();
  let failure: unknown;
  async function* parts() {
    yield Buffer.from(head);
    try {
      for await (const chunk of source) yield chunk as Buffer;
    } catch (error) {
      failure = error;
      throw error;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  const chunks = parts();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel() {
      source.destroy();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, failure: () => failure };
}

/** The file's own failure (cut at the limit, or the request broke off) as the error to answer. */
function fileFailure(error: unknown) {
  if (statusOf(error) === 413) return tooLarge();
  return textError(INTERRUPTED, { code: 'BAD_USER_INPUT' });
}

async function postImage(file: FileUpload, { rest }: Context, token: string | undefined) {
  let upload: ReturnType<typeof multipartBody>;
  try {
    upload = multipartBody(file); // throws at once when the file has already failed
  } catch (error) {
    throw fileFailure(error);
  }
  const { body, contentType, failure } = upload;
  try {
    return await rest.send<RestUpload>('POST', '/v1/upload/image', { raw: { body, contentType } }, token);
  } catch (error) {
    const failed = failure();
    throw failed === undefined ? error : fileFailure(failed);
  }
}

export const uploadResolvers: Resolvers = {
  Upload: GraphQLUpload,
  Mutation: {
    async uploadImage(_parent, { file }, context) {
      let upload: FileUpload;
      try {
        upload = await file;
      } catch (error) {
        if (statusOf(error) === 413) throw tooLarge();
        const message = error instanceof Error ? error.message : 'File missing in the request.';
        throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
      }
      // A streamed body cannot be sent twice, so the refresh-and-retry of RestClient.call is done here, each
      // attempt with its own stream of the file.
      const { session } = context;
      const token = await session.accessToken();
      let answer;
      try {
        answer = await postImage(upload, context, token);
      } catch (error) {
        const retry =
          error instanceof RestError &&
          error.status === 401 &&
          token !== undefined &&
          (await session.refreshAfterRejection(token));
        if (!retry) throw error;
        answer = await postImage(upload, context, await session.accessToken());
      }
      const { url, data } = answer.data;
      const image = data[0];
      if (!image) throw new RestError(502, 'The shop stored no image');
      return {
        id: image.id,
        url,
        urls: image.urls,
        width: image.width,
        height: image.height,
        contentType: image.contentType,
      };
    },
  },
};
