import type { BeverageApi } from '@domain/api/beverages';
import { useRecordContext } from 'react-admin';
import { DEFAULT_PRODUCT_IMAGE } from '../../admin/common/images';

/** The master product's image as a small thumbnail (a 64 px variant, never base64 in lists). */
export function BeverageThumbnail({ size = 44 }: { label?: string; size?: number }) {
  const r = useRecordContext<BeverageApi>();
  if (!r) return null;
  return (
    <img
      src={r.image_Url ? `${r.image_Url}?w=64` : DEFAULT_PRODUCT_IMAGE}
      alt={r.item_Name ? `${r.item_Name} image` : ''}
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'contain', borderRadius: 4, background: '#fff' }}
      onError={(e) => ((e.target as HTMLImageElement).src = DEFAULT_PRODUCT_IMAGE)}
    />
  );
}
