import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { WebConfigView } from '@domain/api/web-config';
import { fetchCheckoutOptions } from '../../api/checkout';
import { BackHeader } from '../../components/BackHeader';
import { WEB_CONFIG_QUERY } from '../../components/Navbar';

type PolicyField = 'termsOfService' | 'returnPolicy' | 'privacyPolicy' | 'shippingInfo';

/**
 * Spec 2.1 policy pages: a back arrow with the current path and rich text from the web
 * configuration. The text is rendered as the API gives it: the server sanitises rich text when it
 * is written (sanitize-html, backend/webconfig/rich-text.ts), the only way it enters the database,
 * and the page's CSP (no inline script, no inline event handlers) keeps anything that got in around
 * that from running.
 */
export default function PolicyPage({ policy, title }: { policy: PolicyField; title: string }) {
  const config = useQuery(WEB_CONFIG_QUERY);
  const { heading, html } = useMemo(
    () => splitHeading((config.data as WebConfigView | undefined)?.[policy] ?? ''),
    [config.data, policy],
  );
  // The shipping policy also says where the store ships, from the rules the server enforces at the quote.
  const options = useQuery({
    queryKey: ['checkout-options'],
    queryFn: ({ signal }) => fetchCheckoutOptions(signal),
    staleTime: 5 * 60_000,
    enabled: policy === 'shippingInfo',
  });
  return (
    <div className="narrow policy">
      <BackHeader />
      {/* The text usually opens with its own heading: that heading is the page's one title. */}
      <h1 className="page-title">{heading ?? title}</h1>
      {config.isPending && <p className="status">Loading...</p>}
      {config.data && !html && <p className="muted">This policy has not been published yet.</p>}
      {/* Sanitised by the server when saved: only formatting tags and safe links survive. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
      {policy === 'shippingInfo' && !!options.data?.shippingPolicy.length && (
        <section className="rich-text" aria-labelledby="ships-to-title" data-testid="ships-to">
          <h2 id="ships-to-title">Where we ship</h2>
          <ul>
            {options.data.shippingPolicy.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>Delivery is available within our delivery area; pick up in store is always available.</p>
        </section>
      )}
    </div>
  );
}

/** The text's opening heading (h1-h3), taken out of the body so the title is shown once. */
export function splitHeading(html: string): { heading: string | null; html: string } {
  const m = /^\s*<h[1-3]>([^<]*)<\/h[1-3]>/i.exec(html);
  if (!m || !m[1].trim()) return { heading: null, html };
  const text = new DOMParser().parseFromString(m[1], 'text/html').body.textContent ?? '';
  return { heading: text.trim(), html: html.slice(m[0].length) };
}
