import { Link, useNavigate } from 'react-router-dom';

/** Buy now (adds, then the cart) and Add to Cart; a size that cannot be bought says why instead. */
export function ProductActions(p: { available: boolean; switchedOff: boolean; add: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      {!p.available && (
        <p className="status status--error">
          {p.switchedOff ? 'This size is currently unavailable.' : 'This size is sold out.'}
        </p>
      )}
      <div className="product__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={!p.available}
          onClick={() => {
            p.add();
            navigate('/cart');
          }}
        >
          Buy now
        </button>
        <button type="button" className="btn btn--outline" disabled={!p.available} onClick={p.add}>
          Add to Cart
        </button>
      </div>
      <p className="small">
        <Link to="/checkout">Go to checkout</Link>
      </p>
    </>
  );
}
