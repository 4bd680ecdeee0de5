import { createHash } from 'node:crypto';
import { allowScripts, inlineScriptSources } from './inline-script-csp';

describe('inline script CSP sources', () => {
  it("hashes each attribute-less inline script's text, and no module or external script", () => {
    const html =
      '<script type="module" src="/assets/index.js"></script><div><script>open()</script></div><script src="/x.js"></script>';
    const sha = createHash('sha256').update('open()').digest('base64');
    expect(inlineScriptSources(html)).toEqual([`'sha256-${sha}'`]);
    expect(inlineScriptSources('<p>no scripts</p>')).toEqual([]);
  });

  it("adds them to the app's script-src only", () => {
    // The app's CSP as helmet writes it (security-headers.spec.ts checks the real header).
    const csp = "default-src 'self';base-uri 'self';script-src 'self';script-src-attr 'none';object-src 'none'";
    const allowed = allowScripts(csp, ["'sha256-abc='"]);
    expect(allowed).toContain("script-src 'self' 'sha256-abc='");
    expect(allowed).toContain("script-src-attr 'none'");
    expect(allowed.replace(" 'sha256-abc='", '')).toBe(csp);
    expect(allowScripts(csp, [])).toBe(csp);
  });
});
