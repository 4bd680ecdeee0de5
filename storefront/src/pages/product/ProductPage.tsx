import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/http';
import type { ProductView } from '@domain/api/catalogue';
import { toDollars } from '@domain/money';
import { announce } from '../../components/announcer';
import { addToCartWithNotice } from '../../components/added-to-cart/added-to-cart';
import { BackHeader, type Crumb } from '../../components/BackHeader';
import { HeartIcon, StarIcon } from '../../components/Icons';
import { ProductImage } from '../../components/ProductImage';
import { ProductStrip } from '../../components/ProductStrip';
import { QuantityStepper } from '../../components/QuantityStepper';
import { defaultVariant, formatDollars, productVariants, variantLabel, variantPrice } from '../../lib/price';
import { capNote, stockNote, unitsLeft } from '../../lib/stock';
import { useWishlist } from '../../state/wishlist';
import { productQuery } from './product-query';
import { badgesFor, useActivePromotions } from '../../api/promotions';

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
  const navigate = useNavigate();
  const wishlist = useWishlist();
  const variants = useMemo(() => productVariants(product), [product]);
  const [selected, setSelected] = useState(() => defaultVariant(product).itemNumber);
  const [quantity, setQuantity] = useState(1);
  const [starred, setStarred] = useState(false); // spec 2.9: the star is local only
  const variant = variants.find((v) => v.itemNumber === selected) ?? variants[0];
  const price = variantPrice(variant);
  const left = unitsLeft(variant);
  // Never more than the size has in stock; the server still checks at Place Order.
  const qty = Math.max(1, Math.min(quantity, left || 1));
  const liked = wishlist.has(product.itemNumber);

  useEffect(() => {
    document.title = `${product.itemDescription} | Wine & Spirits Shop`;
  }, [product.itemDescription]);

  function add() {
    addToCartWithNotice({
      itemNumber: variant.itemNumber,
      name: product.itemDescription,
      imageUrl: product.thumbnailUrl || product.imageUrl || '',
      packSize: variant.packSize,
      packType: variant.packType,
      size: variant.size,
      price: toDollars(price.currentCents),
      quantity: qty,
      salesTax: product.salesTax,
    });
  }

  // Spec 2.9: /products/{mainCategory}/{brand or country}; the query ticks that brand or country
  // (and no type), so the listing shows exactly that brand's or country's products.
  const categoryLink = (value: string, filter: 'brands' | 'countries') =>
    `/products/${encodeURIComponent(product.mainCategory)}/${encodeURIComponent(value)}?${new URLSearchParams({ types: '', [filter]: value })}`;
  const location = [product.subRegion1, product.subRegion2].filter(Boolean).join(', ');
  const vintage = product.itemVintage || product.vintage;
  const details: [string, string | number | null | undefined][] = [
    ['Product Rating', product.specialRating],
    ['ABV', product.abv ? `${product.abv}%` : null],
    ['Vintage', vintage],
    ['Varietal', product.typeOfGrape],
    ['Location', location],
  ];
  const shown = details.filter(
    ([, v]) => v !== null && v !== undefined && String(v).trim() !== '' && String(v) !== '0',
  );
  const available = left > 0 && product.isAvailable !== false;
  const note = stockNote(left);
  const cap = capNote(left, qty);

  return (
    <>
      <div className="product">
        <div className="product__media">
          <ProductImage
            src={product.imageUrl}
            alt={product.itemDescription}
            width={420}
            height={520}
            priority
            className="product__img"
          />
          <div className="product__toggles">
            <button
              type="button"
              className={`icon-btn toggle ${starred ? 'is-on' : ''}`}
              aria-pressed={starred}
              aria-label="Star this product"
              onClick={() => setStarred((s) => !s)}
            >
              <StarIcon filled={starred} />
            </button>
            <button
              type="button"
              className={`icon-btn toggle toggle--heart ${liked ? 'is-on' : ''}`}
              aria-pressed={liked}
              aria-label={liked ? 'Remove from wishlist' : 'Add to wishlist'}
              onClick={() => {
                wishlist.toggle(product.itemNumber);
                announce(liked ? 'Removed from your wishlist' : 'Added to your wishlist');
              }}
            >
              <HeartIcon filled={liked} />
            </button>
          </div>
        </div>

        <div className="product__info">
          <h1 className="product__title">{product.itemDescription}</h1>
          <p className="muted small">Item #{variant.itemNumber}</p>
          <PromotionBadges product={product} />
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

          <p className="product__price" data-testid="product-price">
            {price.onSale ? (
              <>
                <span className="price--sale">{formatDollars(price.currentCents)}</span>{' '}
                <s className="price--regular" aria-label={`Regular price ${formatDollars(price.regularCents)}`}>
                  {formatDollars(price.regularCents)}
                </s>
              </>
            ) : (
              formatDollars(price.currentCents)
            )}
          </p>

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

          {variants.length > 0 && (
            <div className="product__row product__row--wrap">
              <span className="product__label" id="pack-label">
                Pack
              </span>
              <div className="packs" role="group" aria-labelledby="pack-label">
                {variants.map((v) => (
                  <button
                    key={v.itemNumber}
                    type="button"
                    className={`pack ${v.itemNumber === variant.itemNumber ? 'is-selected' : ''}`}
                    aria-pressed={v.itemNumber === variant.itemNumber}
                    onClick={() => setSelected(v.itemNumber)}
                    disabled={v.isAvailable === false}
                  >
                    {variantLabel(v)}
                  </button>
                ))}
              </div>
            </div>
          )}

          <p className="product__row">
            <span className="product__label">Size</span>
            <span data-testid="product-size">{variant.size || product.itemSizeDescription}</span>
          </p>

          {!available && (
            <p className="status status--error">
              {variant.isAvailable === false ? 'This size is currently unavailable.' : 'This size is sold out.'}
            </p>
          )}
          <div className="product__actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={!available}
              onClick={() => {
                add();
                navigate('/cart');
              }}
            >
              Buy now
            </button>
            <button type="button" className="btn btn--outline" disabled={!available} onClick={add}>
              Add to Cart
            </button>
          </div>
          <p className="small">
            <Link to="/checkout">Go to checkout</Link>
          </p>
        </div>
      </div>

      <section className="product__section" aria-labelledby="desc-title">
        <h2 id="desc-title">Description</h2>
        {product.brand && <p className="product__brand">{product.brand}</p>}
        {product.primaryDesc && <p>{product.primaryDesc}</p>}
        {product.tastingOtherNotes && (
          <>
            <h3>Tasting Notes</h3>
            <p>{product.tastingOtherNotes}</p>
          </>
        )}
      </section>

      {shown.length > 0 && (
        <section className="product__section" aria-labelledby="details-title">
          <h2 id="details-title">Details</h2>
          <dl className="details">
            {shown.map(([label, value]) => (
              <div key={label} className="details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}

/** The promotions the product falls under, as badges. */
function PromotionBadges({ product }: { product: ProductView }) {
  const badges = badgesFor(product, useActivePromotions().data);
  if (!badges.length) return null;
  return (
    <p className="card__badges">
      {badges.map((b) => (
        <span key={b} className="badge badge--offer" data-testid="promo-badge">
          {b}
        </span>
      ))}
    </p>
  );
}
