import { refusedInputLine } from './error.filter';
import { loggableUrl } from './request-log';

describe('what the request log and the error warnings may hold', () => {
  it('keeps paging and sorting, the names of filter fields, and nothing a search typed', () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'Ava Martinez (515) 555-0101', status: 'all' }));
    expect(loggableUrl(`/api/admin/orders?filter=${filter}&range=%5B0%2C24%5D&sort=%5B%22id%22%2C%22DESC%22%5D`)).toBe(
      '/api/admin/orders?filter={q,status}&range=[0,24]&sort=["id","DESC"]',
    );
    expect(loggableUrl('/api/admin/orders/counts?q=Martinez&month=2026-11')).toBe(
      '/api/admin/orders/counts?q=[redacted]&month=[redacted]',
    );
    expect(loggableUrl('/api/customer/ava%40example.com')).toBe('/api/customer/[email]');
    expect(loggableUrl('/api/x?filter=not-json&%E0%A4%A=1')).toBe('/api/x?filter=[redacted]&[redacted]');
  });

  it('"Database refused input" names the code, the constraint and the path, not the values', () => {
    const error = {
      driverError: { code: '23505', constraint: 'UQ_search_synonym_term', detail: 'Key (term)=(ava) already exists.' },
    };
    const line = refusedInputLine(error, 'POST', '/api/admin/search-synonyms?q=ava');
    expect(line).toBe(
      'Database refused input: code 23505, constraint UQ_search_synonym_term, path POST /api/admin/search-synonyms?q=[redacted]',
    );
    expect(refusedInputLine({ code: '22P02', table: 'customer', column: 'id' }, 'GET', '/api/x')).toBe(
      'Database refused input: code 22P02, constraint customer.id, path GET /api/x',
    );
  });
});
