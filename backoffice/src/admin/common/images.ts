/** The default product image (spec 9: a fixed placeholder): a bottle outline, inline so it never 404s. */
export const DEFAULT_PRODUCT_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#efe7e1"/><path d="M28 8h8v10c0 3 6 6 6 14v22a3 3 0 0 1-3 3H25a3 3 0 0 1-3-3V32c0-8 6-11 6-14z" fill="#c9b3a7"/><rect x="24" y="34" width="16" height="12" rx="2" fill="#fff" opacity=".7"/></svg>',
  );
