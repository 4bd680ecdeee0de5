/**
 * Images are served by content hash from `GET /api/images/{hash}` (never inlined as base64), a
 * resized variant with `?w={width}` (listing cards and order rows use 300). The URLs are built in
 * one place, shared with the storefront: backend/domain/picture-sources.ts.
 */
export { imageUrl } from '../domain/picture-sources';
