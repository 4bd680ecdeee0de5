import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { setPreviousUrl } from '../state/session';
import { AddedToCart } from './added-to-cart/AddedToCart';
import { AgeGate } from './AgeGate';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { Toast } from './Toast';

/** Pages login should never return to (spec 2.5: not the login page itself). */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/signin-signup'];

/** The customer shell (spec 2.2): navbar, page, footer, age gate. */
export function Layout() {
  const location = useLocation();

  useEffect(() => {
    // Remember the last page that is not a sign-in screen: login returns there.
    if (!AUTH_PAGES.includes(location.pathname)) setPreviousUrl(location.pathname + location.search);
  }, [location.pathname, location.search]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<p className="page-loading">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toast />
      <AddedToCart />
      <AgeGate />
    </div>
  );
}
