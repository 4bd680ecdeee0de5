import type { ProductView } from '@domain/api/catalogue';
import { Link } from 'react-router-dom';

/**
 * The brand and country chips. Spec 2.9: /products/{mainCategory}/{brand or country}; the query
 * ticks that brand or country (and no type), so the listing shows exactly that brand's or
 * country's products.
 */
export function ProductLinks({ product }: { product: ProductView }) {
  const categoryLink = (value: string, filter: 'brands' | 'countries') =>
    `/products/${encodeURIComponent(product.mainCategory)}/${encodeURIComponent(value)}?${new URLSearchParams({ types: '', [filter]: value })}`;
  return (
    <p className="product__links">
      {product.brand && (
        <Link to={categoryLink(product.brand, 'brands')} className="chip">
          {product.brand}
        </Link>
      )}
      {product.countryOfOrigin && (
        <Link to={categoryLink(product.countryOfOrigin, 'countries')} className="chip">
          {product.countryOfOrigin}
        </Link>
      )}
    </p>
  );
}
