import { pictureSources, type PictureSlot } from '@domain/picture-sources';
import placeholderImage from '../assets/images/bottle-placeholder.svg';

/** Fallback when a product has no picture (spec 9: a fixed placeholder). */
export const PLACEHOLDER_IMAGE = placeholderImage;

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * Where the picture shows (backend/domain/picture-sources.ts): the browser then picks the
   * variant that fits the screen (srcset and sizes) instead of one fixed file.
   */
  slot?: PictureSlot;
  /** The first screenful loads eagerly; the rest waits until scrolled near. */
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched ahead of the other images. */
  priority?: boolean;
}

/** A product picture with fixed width/height (no layout shift) and the placeholder on error. */
export function ProductImage({ src, alt, width, height, className, slot, eager, priority }: ProductImageProps) {
  const sources = src && slot ? pictureSources(src, slot) : { src: src || PLACEHOLDER_IMAGE };
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={(e) => {
        const img = e.currentTarget;
        if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
        img.removeAttribute('srcset');
        img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
