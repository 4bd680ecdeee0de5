import placeholderImage from '../assets/images/bottle-placeholder.svg';

/** Fallback when a product has no picture (spec 9: a fixed placeholder). */
export const PLACEHOLDER_IMAGE = placeholderImage;

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The first screenful loads eagerly; the rest waits until scrolled near. */
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched ahead of the other images. */
  priority?: boolean;
}

/** A product picture with fixed width/height (no layout shift) and the placeholder on error. */
export function ProductImage({ src, alt, width, height, className, eager, priority }: ProductImageProps) {
  return (
    <img
      className={className}
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={(e) => {
        const img = e.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
