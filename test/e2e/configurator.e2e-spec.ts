/** Spec 2.14 / 7 'Table configurator': the ten attribute lists, Add and Remove rules (spec 5). */
import { startTestApp, TestApp } from '../support/test-app';

describe('table configurator (super-admin)', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
  });
  afterAll(() => t?.close());

  const getAll = async () =>
    (await t.http().get('/api/TableConfigurator/get-all').set(auth).expect(200)).body as Array<{
      id: number;
      propName: string;
      propValues: string;
    }>;
  const list = async (name: string) => (await getAll()).find((l) => l.propName === name)!;

  it('returns the ten lists {id, propName, propValues (comma-joined)} filled from the catalogue', async () => {
    const all = await getAll();
    expect(all.map((l) => l.propName)).toEqual([
      'Alcohol Content',
      'Brand',
      'Country',
      'State',
      'Category',
      'Sub Category',
      'Vintage',
      'Pack Type',
      'Region',
      'Size',
    ]);
    expect(all.every((l) => typeof l.id === 'number' && typeof l.propValues === 'string')).toBe(true);
    expect((await list('Country')).propValues.split(',')).toEqual(expect.arrayContaining(['France', 'United States']));
    expect((await list('Size')).propValues.split(',')).toContain('750 ml');
  });

  it('adds a value (Add) and removes one (Remove) by saving the whole list', async () => {
    const country = await list('Country');
    const values = country.propValues.split(',');
    const added = await t
      .http()
      .post('/api/TableConfigurator/save')
      .set(auth)
      .send({ ...country, propValues: [...values, 'Georgia (country)'].join(',') })
      .expect(200);
    expect(added.body.propValues.split(',')).toContain('Georgia (country)');
    expect((await list('Country')).propValues.split(',')).toContain('Georgia (country)');
    const removed = values.filter((v) => v !== 'France');
    await t
      .http()
      .post('/api/TableConfigurator/save')
      .set(auth)
      .send({ ...country, propValues: [...removed, 'Georgia (country)'].join(',') })
      .expect(200);
    const now = (await list('Country')).propValues.split(',');
    expect(now).not.toContain('France');
    expect(now).toContain('Georgia (country)');
    const audit = await t.db.query(`SELECT after FROM audit_entry WHERE entity = 'attribute_list' ORDER BY id`);
    expect(audit[0].after).toEqual({ propName: 'Country', added: ['Georgia (country)'], removed: [] });
    expect(audit[1].after).toEqual({ propName: 'Country', added: [], removed: ['France'] });
  });

  it('ignores blank values and refuses duplicates (any case), saving nothing', async () => {
    const vintage = await list('Vintage');
    const res = await t
      .http()
      .post('/api/TableConfigurator/save')
      .set(auth)
      .send({ ...vintage, propValues: `${vintage.propValues},, ,NV` })
      .expect(200);
    expect(res.body.propValues).toBe(`${vintage.propValues},NV`);
    const brand = await list('Brand');
    const first = brand.propValues.split(',')[0];
    const dup = await t
      .http()
      .post('/api/TableConfigurator/save')
      .set(auth)
      .send({ ...brand, propValues: `${brand.propValues},${first.toUpperCase()}` })
      .expect(400);
    expect(dup.body.message).toBe(`'${first.toUpperCase()}' is already in the list.`);
    expect((await list('Brand')).propValues).toBe(brand.propValues);
  });

  it('refuses an unknown list or an id that is not that list', async () => {
    const res = await t
      .http()
      .post('/api/TableConfigurator/save')
      .set(auth)
      .send({ id: 0, propName: 'Colour', propValues: 'Red' })
      .expect(400);
    expect(res.body.message).toMatch(/^Unknown attribute list: Colour\./);
    const size = await list('Size');
    await t
      .http()
      .post('/api/TableConfigurator/save')
      .set(auth)
      .send({ id: size.id, propName: 'Brand', propValues: 'X' })
      .expect(404);
    await t
      .http()
      .post('/api/TableConfigurator/save')
      .set(auth)
      .send({ id: size.id, propName: 'Size', propValues: 'X', extra: 1 })
      .expect(400);
  });

  it('lets a store admin read the lists but not change them', async () => {
    const admin = { Authorization: `Bearer ${await t.login('admin@harbor.example', 'harbor1')}` };
    const res = await t.http().get('/api/TableConfigurator/get-all').set(admin).expect(200);
    expect(res.body).toHaveLength(10);
    const size = await list('Size');
    await t
      .http()
      .post('/api/TableConfigurator/save')
      .set(admin)
      .send({ ...size, propValues: '' })
      .expect(403);
  });

  describe("react-admin resource 'attribute-lists'", () => {
    it('lists the ten lists by name with their values as arrays', async () => {
      const res = await t.http().get('/api/admin/attribute-lists').set(auth).expect(200);
      expect(res.headers['content-range']).toBe('attribute-lists 0-9/10');
      expect(res.body.map((l: any) => l.id)).toEqual([
        'Alcohol Content',
        'Brand',
        'Country',
        'State',
        'Category',
        'Sub Category',
        'Vintage',
        'Pack Type',
        'Region',
        'Size',
      ]);
      const brand = res.body.find((l: any) => l.id === 'Brand');
      expect(brand.values.length).toBeGreaterThan(500);
      const one = await t.http().get('/api/admin/attribute-lists/Brand').set(auth).expect(200);
      expect(one.body).toEqual(brand);
    });

    it('refuses a value with a comma with the reason and saves nothing', async () => {
      const before = (await t.http().get('/api/admin/attribute-lists/Country').set(auth).expect(200)).body;
      const res = await t
        .http()
        .put('/api/admin/attribute-lists/Country')
        .set(auth)
        .send({ values: [...before.values, 'Eval, Comma'] })
        .expect(400);
      expect(res.body.message).toBe(
        "'Eval, Comma' contains a comma. Values are stored comma-joined, so it would become two values: use another character.",
      );
      expect((await t.http().get('/api/admin/attribute-lists/Country').set(auth)).body).toEqual(before);
      const saved = await t
        .http()
        .put('/api/admin/attribute-lists/Country')
        .set(auth)
        .send({ values: [...before.values, 'Eval and Comma'] })
        .expect(200);
      expect(saved.body.values).toEqual([...before.values, 'Eval and Comma']);
      await t.http().put('/api/admin/attribute-lists/Country').set(auth).send({ values: before.values }).expect(200);
      await t.http().put('/api/admin/attribute-lists/Colour').set(auth).send({ values: [] }).expect(400);
    });

    it('says how many master products use a value', async () => {
      const [{ brand, n }] = await t.db.query(
        `SELECT brand, count(*)::int AS n FROM beverage WHERE brand <> '' GROUP BY brand ORDER BY count(*) DESC LIMIT 1`,
      );
      const res = await t
        .http()
        .get(`/api/admin/attribute-lists/Brand/usage`)
        .query({ value: brand.toUpperCase() })
        .set(auth)
        .expect(200);
      expect(res.body).toEqual({ propName: 'Brand', value: brand.toUpperCase(), products: n });
      const none = await t
        .http()
        .get('/api/admin/attribute-lists/Brand/usage')
        .query({ value: 'No Such Brand' })
        .set(auth);
      expect(none.body.products).toBe(0);
      const admin = { Authorization: `Bearer ${await t.login('admin@harbor.example', 'harbor1')}` };
      await t.http().get('/api/admin/attribute-lists').set(admin).expect(403);
    });
  });
});
