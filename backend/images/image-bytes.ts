import { createHash } from 'node:crypto';

/** An image ready to be stored: content-addressed by the SHA-256 of its bytes. */
export interface ImageRecord {
  hash: string;
  contentType: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** An SVG document as an image record (width/height read from the root element). */
export function svgImage(svg: string): ImageRecord {
  const bytes = Buffer.from(svg, 'utf8');
  const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]) || null;
  const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]) || null;
  return { hash: sha256Hex(bytes), contentType: 'image/svg+xml', bytes, width, height };
}
