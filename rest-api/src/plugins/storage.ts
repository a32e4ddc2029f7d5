// Image storage under DATA_DIR/uploads: decodes any upload with sharp (so only real images pass), re-encodes
// it into WebP variants, and serves them at /uploads/... with long-lived cache headers.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { HttpError } from '../lib/errors.js';

export const IMAGE_VARIANTS = { small: 240, medium: 640, large: 1280 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_PIXELS = 40_000_000; // a decompression bomb is refused before it is decoded

export interface StoredImage {
  id: string;
  urls: Record<ImageVariant, string>;
  width: number;
  height: number;
  contentType: string;
}

export interface Storage {
  /** Checks that bytes are an image by decoding them, then writes its variants; 415 when not an image. */
  saveImage(bytes: Buffer): Promise<StoredImage>;
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

  const storage: Storage = {
    async saveImage(bytes) {
      let metadata: sharp.Metadata;
      try {
        metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch {
        throw new HttpError(415, 'Only image files (JPEG, PNG, WebP, GIF, AVIF) can be uploaded');
      }
      if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
        throw new HttpError(415, 'Only image files (JPEG, PNG, WebP, GIF, AVIF) can be uploaded');
      }
      if (metadata.width * metadata.height > MAX_PIXELS) {
        throw new HttpError(413, 'Image dimensions are too large');
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
        throw new HttpError(415, 'The image could not be read; it may be damaged');
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
