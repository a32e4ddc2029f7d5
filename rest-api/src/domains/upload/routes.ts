// POST /v1/upload/image: one image under the multipart field "images", answered as WebP variant URLs.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/errors.js';
import { caller } from '../../plugins/auth.js';
import { ErrorBody, errorResponses } from '../../lib/schemas.js';
import { recordUpload } from './repository.js';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UploadAnswer } from './schemas.js';

const MALFORMED = 'The upload is not valid multipart/form-data (a boundary and one file part are needed)';

/**
 * The one file of a multipart upload. A body the multipart parser cannot read (no boundary, a boundary and no
 * parts, a part cut short) is the client's mistake: a 400, not the parser's exception.
 */
async function readUpload(request: FastifyRequest) {
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch (error) {
    throw asClientError(error);
  }
  if (!file || file.fieldname !== UPLOAD_FIELD) {
    throw badRequest(`Send the image in the multipart field "${UPLOAD_FIELD}"`);
  }
  try {
    return { file, bytes: await file.toBuffer() };
  } catch (error) {
    throw asClientError(error);
  }
}

function asClientError(error: unknown): Error {
  // Fastify's own errors (size limits, wrong content type) already carry a 4xx status.
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error as Error;
  return badRequest(MALFORMED);
}

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/upload/image',
    {
      schema: {
        tags: ['upload'],
        summary: 'Upload an image (multipart, field "images", at most 5 MB)',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 201: UploadAnswer, ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = caller(request);
      if (!request.isMultipart()) throw new HttpError(415, 'The upload must be sent as multipart/form-data');
      const { file, bytes } = await readUpload(request);
      if (file.file.truncated || bytes.length > UPLOAD_MAX_BYTES) {
        throw new HttpError(413, `The image is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
      }
      if (bytes.length === 0) throw badRequest('The uploaded file is empty');
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
