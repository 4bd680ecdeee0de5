import { BadRequestException, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp, { Metadata } from 'sharp';
import { DataSource } from 'typeorm';
import { MENU_TAXONOMY } from '../domain/catalogue';
import { VARIANT_WIDTHS } from '../domain/picture-sources';
import type { ImageBody } from '../common/http/send-image';
import { ImageRecord, sha256Hex, svgImage } from './image-bytes';
import { placeholderSvg } from './label-art';
import { LRUCache } from 'lru-cache';

export { VARIANT_WIDTHS };
const MAX_UPLOAD_BYTES = 900 * 1024;

/** An image as it is served (common/http/send-image.ts answers it). */
export type ServedImage = ImageBody;
/** A variant, and whether it is the final one for the request (false: WebP while the AVIF is made). */
export type ServedVariant = ServedImage & { ready: boolean };

const imageBytes = (image: ServedImage) => image.bytes.length + 200;

/**
 * Content-addressed images (hash = SHA-256 of the bytes): storing, reading and resized variants
 * (sharp, AVIF or WebP), kept in a small in-memory cache since a hash never changes its bytes.
 */
@Injectable()
export class ImagesService implements OnModuleInit {
  /** Bounded by bytes (part of the process's fixed memory overhead, measured by the bench: docs/performance.md). */
  private readonly variants = new LRUCache<string, ServedImage>({ maxSize: 24 << 20, sizeCalculation: imageBytes });
  private readonly encoding = new Map<string, Promise<ServedImage | undefined>>();
  private readonly originals = new LRUCache<string, ServedImage>({ maxSize: 16 << 20, sizeCalculation: imageBytes });
  /** Lower-cased main category -> placeholder image hash. */
  readonly placeholders = new Map<string, string>();

  constructor(@InjectDataSource() private readonly ds: DataSource) {
    for (const c of MENU_TAXONOMY) this.placeholders.set(c.name.toLowerCase(), svgImage(placeholderSvg(c.name)).hash);
  }

  /** Makes sure the category stand-in images exist (also without demo data). */
  async onModuleInit(): Promise<void> {
    for (const c of MENU_TAXONOMY) await this.save(svgImage(placeholderSvg(c.name)));
  }

  async save(image: ImageRecord): Promise<string> {
    await this.ds.query(
      `INSERT INTO image (hash, content_type, bytes, width, height) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (hash) DO NOTHING`,
      [image.hash, image.contentType, image.bytes, image.width, image.height],
    );
    return image.hash;
  }

  /**
   * Accepts an uploaded image (PNG, JPEG, WebP, GIF or SVG), checks it really is one and stores it
   * as PNG (SVG and GIF are rasterised, so no script can ride along) or as sent.
   */
  async saveUpload(bytes: Buffer, maxSide = 1200): Promise<string> {
    if (!bytes?.length) throw new BadRequestException('Please choose an image file.');
    if (bytes.length > MAX_UPLOAD_BYTES) throw new BadRequestException('The image is too large (limit 900 kB).');
    let meta: Metadata;
    try {
      meta = await sharp(bytes).metadata();
    } catch {
      throw new BadRequestException('The file is not an image we can read (PNG, JPEG, WebP, GIF or SVG).');
    }
    if (!meta.format || !['png', 'jpeg', 'webp', 'gif', 'svg'].includes(meta.format)) {
      throw new BadRequestException('The file is not an image we can read (PNG, JPEG, WebP, GIF or SVG).');
    }
    const keep =
      (meta.format === 'png' || meta.format === 'jpeg' || meta.format === 'webp') &&
      (meta.width ?? 0) <= maxSide &&
      (meta.height ?? 0) <= maxSide;
    const out = keep
      ? bytes
      : await sharp(bytes)
          .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
          .png()
          .toBuffer();
    const info = keep ? meta : await sharp(out).metadata();
    const contentType = keep ? `image/${meta.format}` : 'image/png';
    return this.save({
      hash: sha256Hex(out),
      contentType,
      bytes: out,
      width: info.width ?? null,
      height: info.height ?? null,
    });
  }

  async original(hash: string): Promise<ServedImage | undefined> {
    const hit = this.originals.get(hash);
    if (hit) return hit;
    const rows = await this.ds.query(`SELECT content_type, bytes FROM image WHERE hash = $1`, [hash]);
    if (!rows.length) return undefined;
    const served = { bytes: rows[0].bytes as Buffer, contentType: rows[0].content_type as string, etag: `"${hash}"` };
    if (served.bytes.length < 256 * 1024) this.originals.set(hash, served);
    return served;
  }

  /**
   * A variant at the next allowed width at or above `width` (never enlarged past a bitmap original):
   * AVIF when the browser takes it (`avif`), else WebP. AVIF is about a third smaller but slow to
   * encode (a few hundred ms a picture), so it is made once, in the background, and kept; until it
   * is ready the WebP is answered with `ready: false` (the caller caches that answer briefly).
   */
  async variant(hash: string, width: number, avif = false): Promise<ServedVariant | undefined> {
    const w = VARIANT_WIDTHS.find((v) => v >= width) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
    if (avif) {
      const ready = this.variants.get(`${hash}|${w}|avif`);
      if (ready) return { ...ready, ready: true };
      const webp = await this.encode(hash, w, 'webp');
      // Started after the WebP, not beside it: the answer in hand is not slowed by the AVIF.
      if (webp) this.encode(hash, w, 'avif').catch(() => undefined); // a failed AVIF leaves the WebP
      return webp && { ...webp, ready: false };
    }
    const webp = await this.encode(hash, w, 'webp');
    return webp && { ...webp, ready: true };
  }

  /** One encoding per variant at a time: concurrent requests share it; the result is cached. */
  private encode(hash: string, w: number, format: 'webp' | 'avif'): Promise<ServedImage | undefined> {
    const key = `${hash}|${w}|${format}`;
    const hit = this.variants.get(key);
    if (hit) return Promise.resolve(hit);
    let job = this.encoding.get(key);
    if (!job) {
      job = this.resize(hash, w, format).finally(() => this.encoding.delete(key));
      this.encoding.set(key, job);
    }
    return job;
  }

  private async resize(hash: string, w: number, format: 'webp' | 'avif'): Promise<ServedImage | undefined> {
    const source = await this.original(hash);
    if (!source) return undefined;
    const isSvg = source.contentType.includes('svg');
    // SVGs are vector: render at the wanted width directly; bitmaps are only ever shrunk.
    const resized = sharp(source.bytes, isSvg ? { density: 144 } : {}).resize({ width: w, withoutEnlargement: !isSvg });
    // AVIF at effort 2: a few times faster than the default for about 10 % more bytes.
    const bytes = await (
      format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 80 })
    ).toBuffer();
    const served = {
      bytes,
      contentType: `image/${format}`,
      etag: `"${hash}-w${w}${format === 'avif' ? '-avif' : ''}"`,
    };
    this.variants.set(`${hash}|${w}|${format}`, served);
    return served;
  }
}
