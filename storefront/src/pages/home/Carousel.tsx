import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useActivePromotions } from '../../api/promotions';
import { BANNER_INTERVAL_MS, BANNERS } from './home-content';

/**
 * Spec 2.3 banner carousel: two images, a new one every 3 s with a fade; clicking an image goes
 * to /offers/{index}. A pause button (and hover/focus) stops the motion for those who need it.
 */
export function Carousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  // A banner opens the store's promotion of its name, else its number as before.
  const promotions = useActivePromotions().data ?? [];
  const offerOf = (name: string | undefined, i: number) =>
    promotions.find((p) => name && p.name.toLowerCase() === name.toLowerCase())?.id ?? i;

  useEffect(() => {
    if (paused || hovered) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % BANNERS.length), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, hovered]);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Offers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="carousel__frame">
        {BANNERS.map((b, i) => (
          <Link
            key={b.src}
            to={`/offers/${offerOf(b.promotion, i)}`}
            className={`carousel__slide ${i === index ? 'is-active' : ''}`}
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            data-testid="banner"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${BANNERS.length}: ${b.title}. ${b.text}. ${b.cta}`}
          >
            <img src={b.src} alt="" width={1200} height={400} fetchPriority={i === 0 ? 'high' : 'low'} />
            <span className={`carousel__text carousel__text--${b.theme}`} aria-hidden="true">
              <span className="carousel__title">{b.title}</span>
              <span className="carousel__sub">{b.text}</span>
              <span className="carousel__cta">{b.cta}</span>
            </span>
          </Link>
        ))}
      </div>
      <div className="carousel__controls">
        {BANNERS.map((b, i) => (
          <button
            key={b.src}
            type="button"
            className={`carousel__dot ${i === index ? 'is-active' : ''}`}
            aria-label={`Show offer ${i + 1}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
        <button type="button" className="carousel__pause" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? 'Play' : 'Pause'}
        </button>
      </div>
    </section>
  );
}
