import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import { useRecordContext } from 'react-admin';
import { DEFAULT_PRODUCT_IMAGE } from '../common/images';

/** The product's picture (or the default one), 40 px. */
export function ThumbnailField({ size = 40 }: { label?: string; size?: number }) {
  const r = useRecordContext<AdminInventoryRecord>();
  if (!r) return null;
  return (
    <img
      src={r.imageUrl || DEFAULT_PRODUCT_IMAGE}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'contain', borderRadius: 4, background: '#fff' }}
      onError={(e) => ((e.target as HTMLImageElement).src = DEFAULT_PRODUCT_IMAGE)}
    />
  );
}
