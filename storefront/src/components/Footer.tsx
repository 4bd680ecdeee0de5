import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import amexLogo from '../assets/images/cards/amex.svg';
import discoverLogo from '../assets/images/cards/discover.svg';
import mastercardLogo from '../assets/images/cards/mastercard.svg';
import visaLogo from '../assets/images/cards/visa.svg';
import { atWidth, LOGO_WIDTH } from '../lib/image-width';
import { toggleTheme, useTheme } from '../state/theme';
import { WEB_CONFIG_QUERY } from './Navbar';

const CARD_LOGOS = [
  { src: mastercardLogo, alt: 'Mastercard' },
  { src: visaLogo, alt: 'Visa' },
  { src: amexLogo, alt: 'American Express' },
  { src: discoverLogo, alt: 'Discover' },
];

export const POLICY_LINKS = [
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/shopping-policy', label: 'Shopping Policy' },
];

/** Spec 2.4 footer, from the cached web configuration. */
export function Footer() {
  const config = useQuery(WEB_CONFIG_QUERY).data;
  const theme = useTheme();
  const companyName = config?.companyName || 'Wine & Spirits';
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section className="footer__brand" aria-label="About the shop">
          {config?.logo && (
            <img
              src={atWidth(config.logo, LOGO_WIDTH)}
              alt={`${companyName} logo`}
              width={56}
              height={56}
              className="footer__logo"
              loading="lazy"
            />
          )}
          <h2 className="footer__name">{companyName}</h2>
          {config?.footerContent && <p className="footer__content">{config.footerContent}</p>}
        </section>
        <section aria-label="Visit or call us">
          <h2 className="footer__heading">Visit us</h2>
          {config?.locations && <address className="footer__address">{config.locations}</address>}
          {config?.phoneNumber && (
            <p>
              <a href={`tel:${config.phoneNumber.replace(/[^\d+]/g, '')}`}>{config.phoneNumber}</a>
            </p>
          )}
        </section>
        <nav aria-label="Policies">
          <h2 className="footer__heading">Policies</h2>
          <ul className="footer__links">
            {POLICY_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label="We accept">
          <h2 className="footer__heading">We accept</h2>
          <ul className="footer__cards">
            {CARD_LOGOS.map((c) => (
              <li key={c.alt}>
                <img src={c.src} alt={c.alt} width={52} height={34} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer__bottom">
        <p>© 2024 {companyName}. All rights reserved.</p>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => toggleTheme()}
          aria-pressed={theme === 'theme2'}
        >
          Toggle Theme
        </button>
      </div>
    </footer>
  );
}
