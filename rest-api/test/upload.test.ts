import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@lemari/shop/rules';
import { createTestApp, type Answer, type TestApp } from './helpers/app.js';
import { multipart, noisyJpeg, pngImage } from './helpers/images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API_URL = 'http://api.test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VARIANTS = ['small', 'medium', 'large'] as const;

interface UploadOptions {
  field?: string;
  filename?: string;
  contentType?: string;
  /** null sends no token; unset signs in as the seeded member. */
  token?: string | null;
}

async function upload(content: Buffer, options: UploadOptions = {}) {
  const form = multipart(
    options.field ?? 'images',
    options.filename ?? 'photo.png',
    options.contentType ?? 'image/png',
    content,
  );
  const token = options.token === undefined ? await t.tokenOf('member') : (options.token ?? undefined);
  return t.call('POST', '/v1/upload/image', { token, body: form.payload, headers: form.headers });
}

/** One multipart body carrying `count` image files, as a form with several files chosen sends them. */
async function uploadMany(count: number, fields: string[] = ['images']) {
  const png = await pngImage(120, 90);
  const boundary = `----lemari${Math.random().toString(16).slice(2)}`;
  const parts = Array.from({ length: count }, (_, index) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fields[index % fields.length]}"; ` +
          `filename="photo-${index + 1}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from('\r\n'),
    ]),
  );
  return t.call('POST', '/v1/upload/image', {
    token: await t.tokenOf('member'),
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** A body sent as multipart exactly as written, however broken. */
async function rawMultipart(contentType: string, body: string) {
  return t.call('POST', '/v1/upload/image', {
    token: await t.tokenOf('member'),
    body: Buffer.from(body, 'latin1'),
    headers: { 'content-type': contentType },
  });
}

/** Every file under DATA_DIR/uploads, relative to it. */
function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'uploads');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function uploadRows(): Promise<number> {
  const row = await t.db.maybeOne<{ count: number }>('SELECT count(*) AS count FROM uploads');
  return row?.count ?? 0;
}

/** GETs an upload URL the API answered, through the app itself. */
async function fetchUpload(url: string) {
  expect(url.startsWith(`${API_URL}/uploads/`)).toBe(true);
  const response = await t.app.inject({ method: 'GET', url: url.slice(API_URL.length) });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

async function variantSizes(urls: Record<(typeof VARIANTS)[number], string>) {
  const sizes: Record<string, { width?: number; height?: number }> = {};
  for (const variant of VARIANTS) {
    const { bytes } = await fetchUpload(urls[variant]);
    const { width, height } = await sharp(bytes).metadata();
    sizes[variant] = { width, height };
  }
  return sizes;
}

describe('POST /v1/upload/image', () => {
  it('stores a PNG as three WebP variants and answers their URLs', async () => {
    const before = storedFiles();
    const png = await pngImage(300, 200);
    const answer = await upload(png, { filename: 'my photo.png' });
    expect(answer.status).toBe(201);
    const { url, data } = answer.body.data;
    expect(data).toHaveLength(1);
    expect(data[0].id).toMatch(UUID);
    expect(data[0]).toMatchObject({ width: 300, height: 200, contentType: 'image/png' });
    for (const variant of VARIANTS) {
      expect(data[0].urls[variant]).toMatch(
        new RegExp(`^${API_URL}/uploads/\\d{4}-\\d{2}/${data[0].id}-${variant}\\.webp$`),
      );
    }
    expect(url).toEqual([data[0].urls.large]);

    const added = storedFiles().filter((file) => !before.includes(file));
    expect(added.map((file) => path.basename(file)).sort()).toEqual(
      VARIANTS.map((variant) => `${data[0].id}-${variant}.webp`).sort(),
    );
    const row = await t.db.maybeOne(
      'SELECT user_id, original_name, content_type, bytes, width, height FROM uploads WHERE id = $1',
      [data[0].id],
    );
    const member = await t.db.maybeOne<{ id: string }>(
      "SELECT id FROM users WHERE email = 'member@lemari.test'",
    );
    expect(row).toEqual({
      user_id: member?.id,
      original_name: 'my photo.png',
      content_type: 'image/png',
      bytes: png.length,
      width: 300,
      height: 200,
    });
  });

  it('serves each variant as immutable WebP, scaled down to the width it names', async () => {
    const answer = await upload(await pngImage(2000, 1500));
    expect(answer.status).toBe(201);
    const { urls } = answer.body.data.data[0];
    for (const variant of VARIANTS) {
      const served = await fetchUpload(urls[variant]);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/immutable/);
      expect(
        Number(/max-age=(\d+)/.exec(String(served.headers['cache-control']))?.[1]),
      ).toBeGreaterThanOrEqual(30 * 24 * 3600);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.bytes).metadata()).format).toBe('webp');
    }
    expect(await variantSizes(urls)).toEqual({
      small: { width: 240, height: 180 },
      medium: { width: 640, height: 480 },
      large: { width: 1280, height: 960 },
    });
  });

  it('never enlarges an image', async () => {
    const tiny = await upload(await pngImage(64, 48));
    expect(await variantSizes(tiny.body.data.data[0].urls)).toEqual({
      small: { width: 64, height: 48 },
      medium: { width: 64, height: 48 },
      large: { width: 64, height: 48 },
    });
    const middling = await upload(await pngImage(500, 250));
    expect(await variantSizes(middling.body.data.data[0].urls)).toEqual({
      small: { width: 240, height: 120 },
      medium: { width: 500, height: 250 },
      large: { width: 500, height: 250 },
    });
  });

  it('accepts a real JPEG too', async () => {
    const answer = await upload(await noisyJpeg(320, 240), {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(answer.status).toBe(201);
    const row = await t.db.maybeOne<{ content_type: string }>(
      'SELECT content_type FROM uploads WHERE id = $1',
      [answer.body.data.data[0].id],
    );
    expect(row?.content_type).toBe('image/jpeg');
  });
});

interface BadUpload {
  what: string;
  send: () => Promise<Answer>;
  status: number;
  message: RegExp;
}

const pixelBomb = () =>
  sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** The first half of a real image: its header reads fine, its pixels do not. */
async function truncated(format: 'png' | 'jpeg'): Promise<Buffer> {
  const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123456' } })
    .toFormat(format, format === 'png' ? { compressionLevel: 0 } : {})
    .toBuffer();
  return image.subarray(0, Math.floor(image.length / 2));
}

const BAD_UPLOADS: BadUpload[] = [
  {
    what: 'a text file named .png',
    send: () => upload(Buffer.from('just some words, not a picture\n'.repeat(20)), { filename: 'notes.png' }),
    status: 415,
    message: /image/i,
  },
  {
    what: 'random bytes named .jpg',
    send: () =>
      upload(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)), {
        filename: 'holiday.jpg',
        contentType: 'image/jpeg',
      }),
    status: 415,
    message: /image/i,
  },
  {
    what: 'an SVG named .png',
    send: () =>
      upload(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
      ),
    status: 415,
    message: /image/i,
  },
  {
    what: 'a truncated PNG',
    send: async () => upload(await truncated('png')),
    status: 415,
    message: /damaged/i,
  },
  {
    what: 'a truncated JPEG',
    send: async () => upload(await truncated('jpeg'), { filename: 'cut.jpg', contentType: 'image/jpeg' }),
    status: 415,
    message: /damaged/i,
  },
  {
    what: 'a JPEG over 5 MB',
    send: async () => {
      const big = await noisyJpeg(2100, 2100);
      expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
      return upload(big, { filename: 'huge.jpg', contentType: 'image/jpeg' });
    },
    status: 413,
    message: /large/i,
  },
  {
    what: 'an image of 50 megapixels',
    send: async () => upload(await pixelBomb()),
    status: 413,
    message: /large/i,
  },
  {
    what: 'an empty file',
    send: () => upload(Buffer.alloc(0)),
    status: 400,
    message: /empty/i,
  },
  {
    what: 'the wrong field name',
    send: async () => upload(await pngImage(), { field: 'image' }),
    status: 400,
    message: /"images"/,
  },
  // Fault 8: a request carrying 30 files answered 201 and silently kept the first.
  {
    what: '30 files in one request',
    send: () => uploadMany(30),
    status: 400,
    message: /one image per request/,
  },
  {
    what: '2 files in one request',
    send: () => uploadMany(2),
    status: 400,
    message: /one image per request/,
  },
  {
    what: '2 files, the first in another field',
    send: () => uploadMany(2, ['image', 'images']),
    status: 400,
    message: /one image per request/,
  },
  // Fault 4 of the outside probe: malformed multipart bodies were a 500.
  {
    what: 'malformed multipart: no boundary',
    send: async () => rawMultipart('multipart/form-data', 'just text, no parts'),
    status: 400,
    message: /multipart/,
  },
  {
    what: 'malformed multipart: a boundary and no parts',
    send: async () => rawMultipart('multipart/form-data; boundary=XyZ', ''),
    status: 400,
    message: /multipart/,
  },
  {
    what: 'malformed multipart: a part cut short',
    send: async () =>
      rawMultipart(
        'multipart/form-data; boundary=XyZ',
        '--XyZ\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      ),
    status: 400,
    message: /multipart/,
  },
  {
    what: 'a JSON body',
    send: async () =>
      t.call('POST', '/v1/upload/image', { token: await t.tokenOf('member'), body: { images: 'photo.png' } }),
    status: 415,
    message: /multipart/,
  },
  {
    what: 'no token',
    send: async () => upload(await pngImage(), { token: null }),
    status: 401,
    message: /sign in/i,
  },
];

describe('refused uploads', () => {
  it.each(BAD_UPLOADS)('answers $status to $what and stores nothing', async ({ send, status, message }) => {
    const files = storedFiles();
    const rows = await uploadRows();
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.body.errors).toMatch(message);
    expect(storedFiles()).toEqual(files);
    expect(await uploadRows()).toBe(rows);
  });

  it('leaves the server serving after a burst of bad uploads', async () => {
    const answers = await Promise.all(BAD_UPLOADS.map((bad) => bad.send()));
    expect(answers.map((answer) => answer.status)).toEqual(BAD_UPLOADS.map((bad) => bad.status));
    expect((await t.call('GET', '/health')).body).toEqual({ status: 'ok' });
    const good = await upload(await pngImage(100, 100));
    expect(good.status).toBe(201);
    expect((await fetchUpload(good.body.data.url[0])).status).toBe(200);
  });
});

describe('a full image queue', () => {
  it('answers 503 with Retry-After and stores nothing, then takes uploads again once it drains', async () => {
    const { queue } = t.app.storage;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every worker busy and every waiting place taken, as by a burst of uploads from other staff.
    const occupying = Array.from({ length: queue.concurrency + queue.maxWaiting }, () =>
      queue.run(() => held),
    );
    expect(queue.full).toBe(true);
    const files = storedFiles();
    const rows = await uploadRows();
    try {
      const refused = await upload(await pngImage(100, 100));
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body.errors).toMatch(/busy processing other images.*try this upload again/);
      expect(storedFiles()).toEqual(files);
      expect(await uploadRows()).toBe(rows);
    } finally {
      release();
      await Promise.all(occupying);
    }
    expect(queue.running).toBe(0);
    const taken = await upload(await pngImage(100, 100));
    expect(taken.status).toBe(201);
  });

  it('processes a burst of uploads at most IMAGE_WORKERS at a time, answering every one', async () => {
    const { queue } = t.app.storage;
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, queue.running)), 1);
    const png = await pngImage(1600, 1200);
    try {
      const answers = await Promise.all(
        Array.from({ length: queue.concurrency + queue.maxWaiting }, () => upload(png)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(queue.concurrency);
  });
});

describe('GET /uploads/…', () => {
  it('serves nothing outside the uploads folder and answers 404 for unknown files', async () => {
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'do not serve me');
    for (const url of ['/uploads/../secret.txt', '/uploads/%2e%2e/secret.txt', '/uploads/..%2fsecret.txt']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toContain('do not serve me');
    }
    expect((await fetchUpload(`${API_URL}/uploads/2000-01/nothing-small.webp`)).status).toBe(404);
    const listing = await t.app.inject({ method: 'GET', url: '/uploads/' });
    expect([403, 404]).toContain(listing.statusCode);
    expect(listing.body).not.toMatch(/webp/);
  });
});
