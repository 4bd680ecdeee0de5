import { createHash } from 'node:crypto';

/**
 * The storefront's index.html carries one inline script (the early age gate), which the
 * app's CSP (script-src 'self', security-headers.ts) would block. Rather than 'unsafe-inline', the
 * page's answer allows exactly the inline scripts of the built page, by their SHA-256.
 */

/** The CSP sources ('sha256-...') of a page's inline classic scripts (<script> without attributes). */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/** `csp` with `sources` added to its script-src directive (unchanged when there are none). */
export function allowScripts(csp: string, sources: readonly string[]): string {
  if (!sources.length) return csp;
  return csp.replace(/(^|;)(\s*script-src\s[^;]*)/, (_m, start: string, directive: string) => {
    return `${start}${directive} ${sources.join(' ')}`;
  });
}
