/**
 * The one place an image's public URL is built: images are served by content hash from
 * `GET /api/images/{hash}` (never inlined as base64), a resized WebP variant with
 * `?w={width}` (listing cards and order rows use 300). No hash: null.
 */
export function imageUrl(hash: string | null | undefined, width?: number): string | null {
  if (!hash) return null;
  return width ? `/api/images/${hash}?w=${width}` : `/api/images/${hash}`;
}
