import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { EntityManager } from 'typeorm';
import { Image } from '../images/image.entity';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'The image is too large (limit 2 MB).';
export const IMAGE_WRONG_TYPE = 'Only JPEG, PNG or WebP images can be uploaded.';

/** sharp's format name -> the content type we store and serve. SVG is refused (it can carry script). */
const ALLOWED: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The file the upload interceptor hands us (only the parts we use). */
export interface UploadedImageFile {
  buffer: Buffer;
  mimetype: string;
  size: number;
  originalname?: string;
}

/**
 * Checks an image (size, declared type, and what the bytes really are) and stores it in the
 * content-addressed image table, returning its row. The same bytes uploaded twice are one row.
 * 413 when over 2 MB, 415 when not a JPEG, PNG or WebP image.
 */
export async function storeImage(em: EntityManager, bytes: Buffer, declaredType?: string): Promise<Image> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new PayloadTooLargeException(IMAGE_TOO_LARGE);
  if (declaredType && !Object.values(ALLOWED).includes(declaredType.toLowerCase())) {
    throw new UnsupportedMediaTypeException(IMAGE_WRONG_TYPE);
  }
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    throw new UnsupportedMediaTypeException(IMAGE_WRONG_TYPE);
  }
  const contentType = meta.format ? ALLOWED[meta.format] : undefined;
  if (!contentType) throw new UnsupportedMediaTypeException(IMAGE_WRONG_TYPE);
  const hash = createHash('sha256').update(bytes).digest('hex');
  await em
    .createQueryBuilder()
    .insert()
    .into(Image)
    .values({ hash, contentType, bytes, width: meta.width ?? null, height: meta.height ?? null })
    .orIgnore()
    .execute();
  return await em.findOneByOrFail(Image, { hash });
}

/** Decodes a base64 image (optionally a data: URL) as sent in `image_Blob`. */
export function decodeBase64Image(text: string): { bytes: Buffer; declaredType?: string } {
  const m = /^data:([\w/+.-]+);base64,(.*)$/s.exec(text.trim());
  const body = (m ? m[2] : text).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw new UnsupportedMediaTypeException(IMAGE_WRONG_TYPE);
  return { bytes: Buffer.from(body, 'base64'), declaredType: m?.[1] };
}
