import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fetchWeeklyDeals } from '../api/catalogue';
import { ProductImage } from './ProductImage';

/** Spec 2.3 / 2.9 footer strip: seven product images, each linking to its product. */
export function ProductStrip({ title = 'Weekly deals' }: { title?: string }) {
  const deals = useQuery({ queryKey: ['weeklyDeals'], queryFn: fetchWeeklyDeals, staleTime: 5 * 60_000 });
  const items = (deals.data ?? []).slice(0, 7);
  if (!items.length) return null;
  return (
    <section className="strip" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <ul className="strip__list">
        {items.map((p) => (
          <li key={p.itemNumber}>
            <Link to={`/product/${encodeURIComponent(p.itemNumber)}`} className="strip__link">
              <ProductImage src={p.thumbnailUrl || p.imageUrl} alt={p.itemDescription} width={120} height={150} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
