import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { WebConfig } from '../../api/types';
import { BackHeader } from '../../components/BackHeader';
import { WEB_CONFIG_QUERY } from '../../components/Navbar';

type PolicyField = 'termsOfService' | 'returnPolicy' | 'privacyPolicy' | 'shippingInfo';

/**
 * Spec 2.1 policy pages: a back arrow with the current path and rich text from the web
 * configuration. The server stores it sanitised; it is sanitised again here before rendering.
 */
export default function PolicyPage({ policy, title }: { policy: PolicyField; title: string }) {
  const config = useQuery(WEB_CONFIG_QUERY);
  const html = useMemo(() => sanitise((config.data as WebConfig | undefined)?.[policy] ?? ''), [config.data, policy]);
  return (
    <div className="narrow policy">
      <BackHeader />
      {/* The text usually opens with its own heading; the page keeps one h1 for assistive tech. */}
      <h1 className={/^\s*<h[1-3][\s>]/i.test(html) ? 'sr-only' : 'page-title'}>{title}</h1>
      {config.isPending && <p className="status">Loading...</p>}
      {config.data && !html && <p className="muted">This policy has not been published yet.</p>}
      {/* Sanitised just above: only formatting tags and safe links survive. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

function sanitise(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'a',
      'blockquote',
      'span',
    ],
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/)/i,
  });
}
