import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cartCount, useCart } from '../../state/cart';
import { CloseIcon } from '../Icons';
import { ProductImage } from '../ProductImage';
import { addedText, onAdded, replacedText, type AddedNotice } from './added-to-cart';

const SHOWN_MS = 6000;

/**
 * The mini-cart after Add to Cart: what was added, the cart's count and a View
 * cart link. It stays while hovered or focused, closes after a few seconds, with Escape or its
 * close button, and on leaving the page; it never takes the focus.
 */
export function AddedToCart() {
  const [notice, setNotice] = useState<AddedNotice | null>(null);
  const [held, setHeld] = useState(false);
  const cart = useCart();
  const { pathname } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => onAdded(setNotice), []);
  // Leaving the page closes the notice (React's "adjust state on a prop change").
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setNotice(null);
  }
  useEffect(() => {
    clearTimeout(timer.current);
    if (notice && !held) timer.current = setTimeout(() => setNotice(null), SHOWN_MS);
    return () => clearTimeout(timer.current);
  }, [notice, held]);
  useEffect(() => {
    if (!notice) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setNotice(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [notice]);

  const count = cartCount(cart.lines);
  const replaced = notice ? replacedText(notice) : null;
  return (
    <div className="added" role="status" aria-live="polite">
      {notice && (
        <div
          className="added__box"
          data-testid="added-to-cart"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <ProductImage src={notice.imageUrl} alt="" width={48} height={60} className="added__img" />
          <div className="added__text">
            <p className="added__what">{addedText(notice)}</p>
            {replaced && <p className="added__note">{replaced}</p>}
            <p className="added__count">
              {count} {count === 1 ? 'item' : 'items'} in your cart
            </p>
          </div>
          <Link to="/cart" className="btn btn--primary added__view">
            View cart
          </Link>
          <button type="button" className="icon-btn added__close" aria-label="Close" onClick={() => setNotice(null)}>
            <CloseIcon size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
