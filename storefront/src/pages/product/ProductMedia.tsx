import { useState } from 'react';
import type { ProductView } from '@domain/api/catalogue';
import { announce } from '../../components/announcer';
import { HeartIcon, StarIcon } from '../../components/Icons';
import { ProductImage } from '../../components/ProductImage';
import { useWishlist } from '../../state/wishlist';

/** The product's picture with its star (local only, spec 2.9) and wishlist heart. */
export function ProductMedia({ product }: { product: ProductView }) {
  const wishlist = useWishlist();
  const [starred, setStarred] = useState(false); // spec 2.9: the star is local only
  const liked = wishlist.has(product.itemNumber);
  return (
    <div className="product__media">
      <ProductImage
        src={product.imageUrl}
        slot="product"
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
  );
}
