import type { Queryable } from '../../db/index.js';
import type { StoredImage } from '../../plugins/storage.js';

export async function recordUpload(
  db: Queryable,
  userId: string,
  originalName: string,
  bytes: number,
  image: StoredImage,
): Promise<void> {
  await db.execute(
    `INSERT INTO uploads (id, user_id, original_name, content_type, bytes, width, height)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [image.id, userId, originalName.slice(0, 255), image.contentType, bytes, image.width, image.height],
  );
}
