import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { cachedWebConfig, fetchWebConfig } from '../api/web-config';
import { useCart } from '../state/cart';
import { signOut } from '../api/accounts';
import { useSession } from '../state/session';
import { atWidth, LOGO_WIDTH } from '../lib/image-width';
import { WISHLIST_QUERY_KEY } from '../state/wishlist';
import { CategoryBar, CategoryDrawer } from './CategoryMenu';
import { CartIcon, HeartIcon, HomeIcon, MenuIcon, SearchIcon, UserIcon } from './Icons';

/**
 * The search box (with the money formatter its suggestions use) loads when first wanted, not with
 * the app: building that formatter (Intl) is one of the costliest steps of a first visit.
 */
const loadSearchBox = () => import('./search/SearchBox');
const SearchBox = lazy(() => loadSearchBox().then((m) => ({ default: m.SearchBox })));

export const WEB_CONFIG_QUERY = {
  queryKey: ['webConfig'],
  queryFn: fetchWebConfig,
  staleTime: 10 * 60_000,
  initialData: cachedWebConfig,
  initialDataUpdatedAt: 0,
} as const;

/** Spec 2.4 navbar. */
export function Navbar() {
  const { pathname } = useLocation();
  const { count } = useCart();
  const config = useQuery(WEB_CONFIG_QUERY).data;
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const [searchOpen, setSearchOpen] = useState(false);

  const companyName = config?.companyName || 'Wine & Spirits';
  return (
    <header className="navbar">
      <div className="navbar__row">
        <button
          type="button"
          className="icon-btn"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="category-drawer"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        {pathname === '/' && (
          <Link to="/" className="navbar__logo" aria-label={`${companyName} home`}>
            {config?.logo ? (
              <img src={atWidth(config.logo, LOGO_WIDTH)} alt={`${companyName} logo`} width={40} height={40} />
            ) : null}
            <span className="navbar__name">{companyName}</span>
          </Link>
        )}
        <Link to="/" className="icon-btn" aria-label="Home">
          <HomeIcon />
        </Link>
        <div className="navbar__spacer" />
        <button
          type="button"
          className="icon-btn"
          aria-label="Search"
          aria-expanded={searchOpen}
          aria-controls="site-search"
          onPointerEnter={() => void loadSearchBox()}
          onFocus={() => void loadSearchBox()}
          onClick={() => setSearchOpen((o) => !o)}
        >
          <SearchIcon />
        </button>
        <Link to="/wishlist" className="icon-btn" aria-label="Wishlist">
          <HeartIcon />
        </Link>
        <Link to="/cart" className="icon-btn cart-link" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
          <CartIcon />
          {count > 0 && (
            // Keyed by the count: the badge bumps each time the cart changes.
            <span key={count} className="badge" data-testid="cart-badge" aria-hidden="true">
              {count}
            </span>
          )}
        </Link>
        <ProfileButton />
      </div>
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchBox onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
      <CategoryBar />
      {menuOpen && <CategoryDrawer onClose={closeMenu} />}
    </header>
  );
}

/** Spec 2.4 profile: a popup for a signed-in customer, else a link to /login. */
function ProfileButton() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !box.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!session.signedIn) {
    return (
      <Link to="/login" className="icon-btn" aria-label="Profile: log in">
        <UserIcon />
      </Link>
    );
  }
  const c = session.customer;
  const name = c ? `${c.lastName}, ${c.firstName}` : (session.user?.email ?? '');
  return (
    <div className="profile" ref={box}>
      <button
        type="button"
        className="icon-btn"
        aria-label="Profile"
        aria-expanded={open}
        aria-controls="profile-popup"
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon />
      </button>
      {open && (
        <div
          className="popup"
          id="profile-popup"
          onClick={(e) => (e.target as HTMLElement).closest('a,button') && setOpen(false)}
        >
          <p className="popup__name">{name}</p>
          <ul>
            <li>
              <Link to="/my-details">My Details</Link>
            </li>
            <li>
              <Link to="/order-history">Order History</Link>
            </li>
            <li>
              <Link to="/wishlist">Wishlist</Link>
            </li>
            <li>
              <button
                type="button"
                className="linklike"
                onClick={() => {
                  void signOut();
                  queryClient.removeQueries({ queryKey: WISHLIST_QUERY_KEY });
                  navigate('/');
                }}
              >
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
