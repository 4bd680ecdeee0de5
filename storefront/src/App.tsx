import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
import HomePage from './pages/home/HomePage';

// Route-level code splitting: only the home page ships in the first load.
const SigninSignupPage = lazy(() => import('./pages/auth/SigninSignupPage'));
const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const RegisterPage = lazy(() => import('./pages/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage'));
const ListingPage = lazy(() => import('./pages/listing/ListingPage'));
const ProductPage = lazy(() => import('./pages/product/ProductPage'));
const CartPage = lazy(() => import('./pages/cart/CartPage'));
const CheckoutPage = lazy(() => import('./pages/checkout/CheckoutPage'));
const OrderHistoryPage = lazy(() => import('./pages/order-history/OrderHistoryPage'));
const OrderPage = lazy(() => import('./pages/order/OrderPage'));
const WishlistPage = lazy(() => import('./pages/wishlist/WishlistPage'));
const MyDetailsPage = lazy(() => import('./pages/my-details/MyDetailsPage'));
const PolicyPage = lazy(() => import('./pages/policy/PolicyPage'));
const OfferPage = lazy(() => import('./pages/offers/OfferPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** Spec 2.1 customer routes. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="signin-signup" element={<SigninSignupPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="products/:category/:subCategory" element={<ListingPage />} />
          <Route path="products/:searchText" element={<ListingPage />} />
          <Route path="product/:id" element={<ProductPage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="order-history" element={<OrderHistoryPage />} />
          <Route path="order-history/:id" element={<OrderPage />} />
          <Route path="wishlist" element={<WishlistPage />} />
          <Route path="my-details" element={<MyDetailsPage />} />
          <Route
            path="terms-and-conditions"
            element={<PolicyPage policy="termsOfService" title="Terms and Conditions" />}
          />
          <Route path="return-policy" element={<PolicyPage policy="returnPolicy" title="Return Policy" />} />
          <Route path="privacy-policy" element={<PolicyPage policy="privacyPolicy" title="Privacy Policy" />} />
          <Route path="shopping-policy" element={<PolicyPage policy="shippingInfo" title="Shopping Policy" />} />
          <Route path="offers/:id" element={<OfferPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
