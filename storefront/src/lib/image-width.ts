import { imageUrl, servedImageHash } from '@domain/picture-sources';

/**
 * The server's pictures (`/api/images/{hash}`, URLs built by backend/domain/picture-sources.ts)
 * come in resized variants (AVIF or WebP) with `?w={width}`. A small picture such as the store logo (40-56 px on screen) asks for
 * one of those instead of the uploaded original, which can be many times larger. Any other URL
 * (a data/blob URL, an outside address, one that already names a width) is returned unchanged.
 */
export function atWidth(url: string, width: number): string {
  const hash = url.includes('?') ? undefined : servedImageHash(url);
  return hash ? imageUrl(hash, width)! : url;
}

/** The logo's variant: wide enough for its largest use (56 px in the footer) on a 2.5x screen. */
export const LOGO_WIDTH = 150;
