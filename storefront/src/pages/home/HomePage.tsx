import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fetchFeaturedItems } from '../../api/catalogue';
import { ProductImage } from '../../components/ProductImage';
import { clearSubCategories, saveSubCategories } from '../../state/sub-category';
import newArrivalImage from '../../assets/images/banners/new-arrival.svg';
import { Carousel } from './Carousel';
import { COLLECTION, MENU_GROUPS } from './home-content';

/**
 * The weekly deals at the foot of the page load after the first paint: they bring the price rules
 * and the money formatter, whose set-up (Intl) would otherwise lengthen the app's first long task.
 * Until they arrive the strip shows nothing, as it does while its data loads.
 */
const ProductStrip = lazy(() => import('../../components/ProductStrip').then((m) => ({ default: m.ProductStrip })));

/** Spec 2.3 home page. The web configuration is loaded (and cached) by the shell's navbar. */
export default function HomePage() {
  const navigate = useNavigate();
  const featured = useQuery({ queryKey: ['featuredItems'], queryFn: fetchFeaturedItems, staleTime: 5 * 60_000 });

  return (
    <div className="home">
      <h1 className="sr-only">Wine, beer and spirits</h1>
      <Carousel />

      <section className="section" aria-labelledby="collection-title">
        <h2 id="collection-title" className="section-title">
          Our collection
        </h2>
        <ul className="collection">
          {COLLECTION.map((card) => {
            const to = `/products/${encodeURIComponent(card.name)}/${encodeURIComponent(card.name)}`;
            return (
              <li key={card.name}>
                <a
                  href={to}
                  className="collection__card"
                  style={{ backgroundColor: card.backgroundColor, color: card.color }}
                  onClick={(e) => {
                    e.preventDefault();
                    saveSubCategories([card.name]); // spec 2.3: a one-item list under subCategory
                    navigate(to);
                  }}
                >
                  <img src={card.imagePath} alt="" width={96} height={120} />
                  <span className="collection__name">{card.name}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="section featured" aria-labelledby="featured-title">
        <h2 id="featured-title" className="section-title">
          Featured products
        </h2>
        <div className="featured__grid">
          <figure className="featured__banner featured__banner--new">
            <img src={newArrivalImage} alt="" width={400} height={520} loading="lazy" />
            <figcaption className="featured__caption">
              <span className="featured__kicker">Just in</span>
              <span className="featured__headline">New arrival</span>
              <span className="sr-only">: fresh bottles on our shelves this week</span>
            </figcaption>
          </figure>
          <ul className="featured__list">
            {featured.isLoading &&
              Array.from({ length: 8 }, (_, i) => (
                <li key={i} className="featured__item featured__item--skeleton" aria-hidden="true" />
              ))}
            {(featured.data ?? []).slice(0, 8).map((p) => (
              <li key={p.itemNumber} className="featured__item">
                <Link to={`/product/${encodeURIComponent(p.itemNumber)}`} data-testid="featured-link">
                  {/* The name is the link's text right below: an empty alt keeps it from being read twice. */}
                  <ProductImage src={p.thumbnailUrl || p.imageUrl} alt="" width={160} height={200} />
                  <span className="featured__name">{p.itemDescription}</span>
                </Link>
              </li>
            ))}
          </ul>
          {/* A plain dark panel: its colour comes from the stylesheet, no picture to load. */}
          <figure className="featured__banner featured__banner--quote">
            <figcaption className="featured__caption featured__caption--quote">
              <span className="featured__mark" aria-hidden="true">
                “
              </span>
              <q className="featured__quote">Wine is bottled poetry.</q>
              <span className="featured__author">Robert Louis Stevenson</span>
            </figcaption>
          </figure>
        </div>
      </section>

      <nav className="section menu-groups" aria-label="Shop by">
        {MENU_GROUPS.map((group) => (
          <div key={group.title} className="menu-groups__col">
            <h2 className="menu-groups__title">{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item}>
                  {/* Like the search box: goes to products/{text} and forgets the saved sub-categories. */}
                  <Link to={`/products/${encodeURIComponent(item)}`} onClick={clearSubCategories}>
                    {item}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      <Suspense fallback={null}>
        <ProductStrip />
      </Suspense>
    </div>
  );
}
