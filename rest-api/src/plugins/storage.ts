// Image storage under DATA_DIR/uploads: decodes any upload with sharp (so only real images pass), re-encodes
// it into WebP variants, and serves them at /uploads/... with long-lived cache headers. Image work runs through a
// bounded queue (IMAGE_WORKERS at once, IMAGE_WAITING waiting), so a burst of uploads cannot grow memory without end.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { HttpError } from '../lib/errors.js';
import { QueueFullError, WorkQueue } from '../lib/work-queue.js';
import { defineMessage } from '../i18n/index.js';

export const IMAGE_VARIANTS = { small: 240, medium: 640, large: 1280 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_PIXELS = 40_000_000; // a decompression bomb is refused before it is decoded

/**
 * Images processed at once: about two per core, but always one thread of libuv's pool (UV_THREADPOOL_SIZE, 4 by
 * default) left free, since sharp's work runs on that pool and so do file writes, static files and the password
 * hash of sign-in, which must not wait behind a burst of photos. Each image gets one libvips thread
 * (sharp.concurrency below), so this many images use this many threads.
 */
export const IMAGE_WORKERS = Math.max(
  1,
  Math.min(2 * availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE || 4) - 1),
);
/** Images waiting for a worker; past this, an upload is answered 503 at once instead of held in memory. */
export const IMAGE_WAITING = 2 * IMAGE_WORKERS;
/** Seconds a refused upload is told to wait (Retry-After): a 12-megapixel photo takes about one. */
export const IMAGE_RETRY_AFTER_SECONDS = 5;

/** The answer to an upload when the image queue is full. */
export const imagesBusy = () =>
  new HttpError(
    503,
    defineMessage({
      id: 'storage.busy',
      defaultMessage:
        'The shop is busy processing other images right now. Please try this upload again in a few seconds.',
    }),
    { 'retry-after': String(IMAGE_RETRY_AFTER_SECONDS) },
  );

export interface StoredImage {
  id: string;
  urls: Record<ImageVariant, string>;
  width: number;
  height: number;
  contentType: string;
}

export interface Storage {
  /**
   * Checks that bytes are an image by decoding them, then writes its variants; 415 when not an image, 503
   * (imagesBusy) when the image queue is full.
   */
  saveImage(bytes: Buffer): Promise<StoredImage>;
  /** The queue every saveImage runs through. */
  readonly queue: WorkQueue;
}

async function storagePlugin(app: FastifyInstance, options: { root: string }) {
  await mkdir(options.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.header('x-content-type-options', 'nosniff'),
  });

  // For a server: no operation cache (every upload is a different image, so cached ones are only memory held),
  // and one libvips thread per image, the queue deciding how many run; fewer threads also mean fewer malloc arenas.
  sharp.cache(false);
  sharp.concurrency(1);
  const queue = new WorkQueue({ concurrency: IMAGE_WORKERS, maxWaiting: IMAGE_WAITING });

  async function processImage(bytes: Buffer): Promise<StoredImage> {
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new HttpError(
        415,
        defineMessage({
          id: 'storage.only-image-files-jpeg-png',
          defaultMessage: 'Only image files (JPEG, PNG, WebP, GIF, AVIF) can be uploaded',
        }),
      );
    }
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
      throw new HttpError(
        415,
        defineMessage({
          id: 'storage.only-image-files-jpeg-png',
          defaultMessage: 'Only image files (JPEG, PNG, WebP, GIF, AVIF) can be uploaded',
        }),
      );
    }
    if (metadata.width * metadata.height > MAX_PIXELS) {
      throw new HttpError(
        413,
        defineMessage({
          id: 'storage.image-dimensions-are-too-large',
          defaultMessage: 'Image dimensions are too large',
        }),
      );
    }
    // Encode every variant in memory first: a damaged image fails here, before anything is written.
    const outputs: [ImageVariant, Buffer][] = [];
    try {
      for (const [variant, width] of Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][]) {
        const output = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        outputs.push([variant, output]);
      }
    } catch (error) {
      // The header was readable (metadata above) but the pixels are not: truncated or corrupt data, whatever
      // wording libvips uses for it ("libspng read error", "premature end of JPEG image", …).
      app.log.info({ err: error }, 'upload could not be decoded');
      throw new HttpError(
        415,
        defineMessage({
          id: 'storage.image-could-not-read-it',
          defaultMessage: 'The image could not be read; it may be damaged',
        }),
      );
    }
    const id = randomUUID();
    const month = new Date().toISOString().slice(0, 7);
    const dir = path.join(options.root, month);
    await mkdir(dir, { recursive: true });
    const urls = {} as Record<ImageVariant, string>;
    const written: string[] = [];
    try {
      for (const [variant, output] of outputs) {
        const file = `${id}-${variant}.webp`;
        written.push(path.join(dir, file)); // before writing: a half-written file is removed too
        await writeFile(path.join(dir, file), output);
        urls[variant] = `${app.config.publicApiUrl}/uploads/${month}/${file}`;
      }
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw error;
    }
    // EXIF orientations 5 to 8 turn the picture a quarter: the stored variants are upright.
    const turned = (metadata.orientation ?? 1) >= 5;
    return {
      id,
      urls,
      width: turned ? metadata.height : metadata.width,
      height: turned ? metadata.width : metadata.height,
      contentType: `image/${metadata.format}`,
    };
  }

  const storage: Storage = {
    queue,
    async saveImage(bytes) {
      try {
        return await queue.run(() => processImage(bytes));
      } catch (error) {
        if (error instanceof QueueFullError) throw imagesBusy();
        throw error;
      }
    },
  };
  app.decorate('storage', storage);
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['config'] });

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}
