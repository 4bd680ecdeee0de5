import { ADMIN_MAX_PAGE_SIZE, PAGE_SIZES, pageSizeFor, STOREFRONT_MAX_PAGE_SIZE } from './page-size';

describe('page sizes (one rule per audience)', () => {
  it('caps the storefront at 100 and the admin lists at 500', () => {
    expect(STOREFRONT_MAX_PAGE_SIZE).toBe(100);
    expect(ADMIN_MAX_PAGE_SIZE).toBe(500);
    expect(pageSizeFor('storefront', 1000)).toBe(100);
    expect(pageSizeFor('admin', 1000)).toBe(500);
    expect(pageSizeFor('storefront', 100)).toBe(100);
    expect(pageSizeFor('admin', 500)).toBe(500);
  });
  it('keeps a size within the cap and uses the default when none is given', () => {
    expect(pageSizeFor('storefront', 30)).toBe(30);
    expect(pageSizeFor('storefront')).toBe(PAGE_SIZES.storefront.default);
    expect(pageSizeFor('admin', undefined)).toBe(100);
    expect(pageSizeFor('admin', 0)).toBe(100);
    expect(pageSizeFor('admin', Number.NaN)).toBe(100);
  });
  it('never answers less than one row', () => {
    expect(pageSizeFor('storefront', -5)).toBe(1);
    expect(pageSizeFor('admin', 0.5)).toBe(100);
    expect(pageSizeFor('admin', 2.7)).toBe(2);
  });
});
