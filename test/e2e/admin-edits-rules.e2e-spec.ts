import { startTestApp, TestApp } from '../support/test-app';

/** A search term has one rule (a second one is 409); a partial store edit changes and checks only what it sends. */
describe('super-admin edits: one rule per search term, partial store edits', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
  });
  afterAll(() => t?.close());

  it('the same search-synonym term twice is 409, on create and on edit', async () => {
    const synonyms = () => t.http().post('/api/admin/search-synonyms').set(auth);
    await synonyms()
      .send({ term: 'jdx', synonyms: ['jack daniels'] })
      .expect(201);
    const again = await synonyms().send({ term: ' JDX ', synonyms: ['tennessee whiskey'] });
    expect([again.status, again.body.message]).toEqual([
      409,
      'The term "jdx" has its synonyms already: edit that rule.',
    ]);
    const other = await synonyms()
      .send({ term: 'bourbonx', synonyms: ['kentucky'] })
      .expect(201);
    const edit = await t
      .http()
      .put(`/api/admin/search-synonyms/${other.body.id}`)
      .set(auth)
      .send({ term: 'jdx', synonyms: ['kentucky'] });
    expect(edit.status).toBe(409);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM search_synonym WHERE term = 'jdx'`);
    expect(n).toBe(1);
  });

  it('PUT /api/admin/stores/{id} with one field changes that field and complains only about fields sent', async () => {
    const [{ id }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'northside'`);
    const before = (await t.http().get(`/api/admin/stores/${id}`).set(auth).expect(200)).body;
    const res = await t.http().put(`/api/admin/stores/${id}`).set(auth).send({ phone: '(515) 555-0142' });
    expect(res.status).toBe(200);
    const after = (await t.http().get(`/api/admin/stores/${id}`).set(auth).expect(200)).body;
    expect(after).toEqual({ ...before, phone: '(515) 555-0142', ...pickUpdated(after) });
    const bad = await t.http().put(`/api/admin/stores/${id}`).set(auth).send({ salesTaxPercent: 99 });
    expect([bad.status, bad.body.message]).toEqual([400, 'Sales tax must be between 0 and 30 percent.']);
  });
});

/** Fields a save stamps (kept out of the comparison). */
function pickUpdated(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => /updated/i.test(k)));
}
