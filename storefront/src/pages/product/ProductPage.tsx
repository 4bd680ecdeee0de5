import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/http';
import type { ProductView } from '@domain/api/catalogue';
import { BackHeader, type Crumb } from '../../components/BackHeader';
import { ProductStrip } from '../../components/ProductStrip';
import { QuantityStepper } from '../../components/QuantityStepper';
import { capNote, stockNote } from '../../lib/stock';
import { PackPicker } from './PackPicker';
import { ProductActions } from './ProductActions';
import { ProductAbout } from './ProductAbout';
import { ProductLinks } from './ProductLinks';
import { ProductMedia } from './ProductMedia';
import { ProductPrice } from './ProductPrice';
import { productQuery } from './product-query';
import { PromotionBadges } from '../../components/PromotionBadges';
import { useProductPurchase } from './use-product-purchase';

/** Spec 2.9 product details. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useQuery(productQuery(id));

  return (
    <div className="product-page">
      <BackHeader crumbs={productCrumbs(product.data)} />
      {product.isPending && (
        <p className="status" role="status">
          Loading product...
        </p>
      )}
      {product.isError && (
        <div className="status status--error" role="alert">
          <p>
            {product.error instanceof ApiError && product.error.status === 404
              ? 'This product is not available.'
              : 'We could not load this product.'}
          </p>
          <Link to="/">Continue Shopping</Link>
        </div>
      )}
      {product.data && <ProductDetails key={product.data.itemNumber} product={product.data} />}
      <ProductStrip title="You may also like" />
    </div>
  );
}

/**
 * Home / Wine / Merlot / name: the category opens the whole category (like a
 * collection card), the type opens that type ticked; both are the listing's own routes.
 */
function productCrumbs(p: ProductView | undefined): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  if (!p) return crumbs;
  const cat = p.mainCategory?.trim();
  const sub = p.subCategory?.trim();
  if (cat) crumbs.push({ label: cat, to: `/products/${encodeURIComponent(cat)}/${encodeURIComponent(cat)}` });
  if (cat && sub && sub.toLowerCase() !== cat.toLowerCase())
    crumbs.push({ label: sub, to: `/products/${encodeURIComponent(cat)}/${encodeURIComponent(sub)}` });
  crumbs.push({ label: p.itemDescription });
  return crumbs;
}

function ProductDetails({ product }: { product: ProductView }) {
  const { variants, variant, setSelected, price, left, qty, setQuantity, available, add } = useProductPurchase(product);

  useEffect(() => {
    document.title = `${product.itemDescription} | Wine & Spirits Shop`;
  }, [product.itemDescription]);

  const note = stockNote(left);
  const cap = capNote(left, qty);

  return (
    <>
      <div className="product">
        <ProductMedia product={product} />

        <div className="product__info">
          <h1 className="product__title">{product.itemDescription}</h1>
          <p className="muted small">Item #{variant.itemNumber}</p>
          <PromotionBadges product={product} />
          <ProductLinks product={product} />

          <ProductPrice price={price} />

          <div className="product__row">
            <span className="product__label" id="qty-label">
              Quantity
            </span>
            <QuantityStepper
              label="Quantity"
              value={qty}
              max={left}
              onIncrement={() => setQuantity(Math.min(qty + 1, Math.max(left, 1)))}
              onDecrement={() => setQuantity(1)}
            />
          </div>
          {available && (note || cap) && (
            <div className="product__stock" data-testid="stock-note" aria-live="polite">
              {note && <p className="stock-note">{note}</p>}
              {cap && <p className="stock-note stock-note--cap">{cap}</p>}
            </div>
          )}

          <PackPicker variants={variants} selected={variant.itemNumber} onSelect={setSelected} />

          <p className="product__row">
            <span className="product__label">Size</span>
            <span data-testid="product-size">{variant.size || product.itemSizeDescription}</span>
          </p>

          <ProductActions available={available} switchedOff={variant.isAvailable === false} add={add} />
        </div>
      </div>

      <ProductAbout product={product} />
    </>
  );
}
