import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fetchFeaturedItems } from '../../api/catalogue';
import { ProductImage } from '../../components/ProductImage';
import newArrivalImage from '../../assets/images/banners/new-arrival.svg';

/** "Featured products": the new-arrival banner, eight featured products (placeholders while loading) and a quote. */
export function FeaturedProducts() {
  const featured = useQuery({ queryKey: ['featuredItems'], queryFn: fetchFeaturedItems, staleTime: 5 * 60_000 });
  return (
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
  );
}
