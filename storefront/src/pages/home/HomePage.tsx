import { lazy, Suspense } from 'react';
import { Carousel } from './Carousel';
import { CollectionCards } from './CollectionCards';
import { FeaturedProducts } from './FeaturedProducts';
import { MenuGroups } from './MenuGroups';

/**
 * The weekly deals at the foot of the page load after the first paint: they bring the price rules
 * and the money formatter, whose set-up (Intl) would otherwise lengthen the app's first long task.
 * Until they arrive the strip shows nothing, as it does while its data loads.
 */
const ProductStrip = lazy(() => import('../../components/ProductStrip').then((m) => ({ default: m.ProductStrip })));

/** Spec 2.3 home page. The web configuration is loaded (and cached) by the shell's navbar. */
export default function HomePage() {
  return (
    <div className="home">
      <h1 className="sr-only">Wine, beer and spirits</h1>
      <Carousel />

      <CollectionCards />

      <FeaturedProducts />

      <MenuGroups />

      <Suspense fallback={null}>
        <ProductStrip />
      </Suspense>
    </div>
  );
}
