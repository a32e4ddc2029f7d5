// POST /v1/upload/image: one image under the multipart field "images", answered as WebP variant URLs. A request
// carrying more than one file is refused (400), never answered with the first one kept and the rest dropped.
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@lemari/shop/rules';
import { badRequest, HttpError } from '../../lib/errors.js';
import { caller } from '../../lib/caller.js';
import { imagesBusy } from '../../plugins/storage.js';
import { ErrorBody, routeDoc } from '../../lib/schemas.js';
import { recordUpload } from './repository.js';
import { UploadAnswer } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

const doc = routeDoc(['upload'], 'bearer');

const MALFORMED = defineMessage({
  id: 'upload.malformed',
  defaultMessage: 'The upload is not valid multipart/form-data (a boundary and one file part are needed)',
});
export const ONE_IMAGE = defineMessage({
  id: 'upload.one-image',
  defaultMessage:
    'Upload one image per request: this request carries more than one file. Send each image in a request of its own.',
});

/**
 * The one file of a multipart upload, read to the end of the body so that a second file is seen. The multipart
 * parser takes one file (limits.files in app.ts) and reports a second as FST_FILES_LIMIT, without reading its
 * bytes; that is a 400 naming the rule. A body the parser cannot read (no boundary, a boundary and no parts, a
 * part cut short) is the client's mistake too: a 400, not the parser's exception.
 */
async function readUpload(request: FastifyRequest) {
  let upload: { file: MultipartFile; bytes: Buffer } | undefined;
  let wrongField = false;
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type !== 'file') continue; // form fields beside the file are ignored
      if (upload || wrongField) throw badRequest(ONE_IMAGE);
      if (part.fieldname !== UPLOAD_FIELD) {
        wrongField = true;
        part.file.resume(); // read past it, to see whether more follows
        continue;
      }
      upload = { file: part, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw asClientError(error);
  }
  if (!upload)
    throw badRequest(
      t(
        defineMessage({
          id: 'upload.field',
          defaultMessage: 'Send the image in the multipart field "{field}"',
        }),
        { field: UPLOAD_FIELD },
      ),
    );
  return upload;
}

function asClientError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  if ((error as { code?: string }).code === 'FST_FILES_LIMIT') return badRequest(ONE_IMAGE);
  // Fastify's own errors (size limits, wrong content type) already carry a 4xx status.
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error as Error;
  return badRequest(MALFORMED);
}

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/upload/image',
    {
      schema: doc({
        summary: 'Upload an image (multipart, one file in the field "images", at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: UploadAnswer, 413: ErrorBody, 415: ErrorBody },
      }),
    },
    async (request, reply) => {
      const user = caller(request);
      if (!request.isMultipart())
        throw new HttpError(
          415,
          defineMessage({
            id: 'upload.upload-must-sent-as-multipart',
            defaultMessage: 'The upload must be sent as multipart/form-data',
          }),
        );
      // A full image queue refuses before the body is read: its bytes would only wait in memory.
      if (app.storage.queue.full) throw imagesBusy();
      const { file, bytes } = await readUpload(request);
      if (file.file.truncated || bytes.length > UPLOAD_MAX_BYTES) {
        throw new HttpError(
          413,
          t(
            defineMessage({
              id: 'upload.too-large',
              defaultMessage: 'The image is larger than {megabytes} MB',
            }),
            { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 },
          ),
        );
      }
      if (bytes.length === 0)
        throw badRequest(
          defineMessage({ id: 'upload.uploaded-file-empty', defaultMessage: 'The uploaded file is empty' }),
        );
      const image = await app.storage.saveImage(bytes);
      await recordUpload(app.db, user.userId, file.filename, bytes.length, image);
      return reply.status(201).send({
        data: {
          url: [image.urls.large],
          data: [
            {
              id: image.id,
              urls: image.urls,
              width: image.width,
              height: image.height,
              contentType: image.contentType,
            },
          ],
        },
      });
    },
  );
};

export default uploadRoutes;
