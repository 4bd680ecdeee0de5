/**
 * Spec 7 'Beverage inventory (super-admin)': the master catalogue calls with their shapes, the
 * react-admin resource, delete protection and image upload limits.
 */
import sharp from 'sharp';
import { startTestApp, TestApp } from '../support/test-app';

describe('master beverage inventory (super-admin)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login('superadmin@example.com', 'superadmin1')}` };
    png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#7a1f2b' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t?.close());

  const linkedBeverageId = async () =>
    (await t.db.query('SELECT beverage_id FROM inventory_item WHERE beverage_id IS NOT NULL ORDER BY id LIMIT 1'))[0]
      .beverage_id as number;
  const unlinkedBeverageId = async () =>
    (
      await t.db.query(
        'SELECT b.id FROM beverage b WHERE NOT EXISTS (SELECT 1 FROM inventory_item i WHERE i.beverage_id = b.id) ORDER BY b.id DESC LIMIT 1',
      )
    )[0].id as number;

  it('GetPaginatedData returns {data, count} with spec field names, image URLs and no base64 in lists', async () => {
    const res = await t
      .http()
      .get('/api/beverageinventory/GetPaginatedData?search=bourbon&page=1&pageSize=10')
      .set(auth)
      .expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['count', 'data']);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.count).toBeGreaterThan(10);
    const first = res.body.data[0];
    for (const f of [
      'id',
      'item_Name',
      'main_Category',
      'sub_Category_1',
      'final_Category',
      'size',
      'pack_Type',
      'pack_Quantity',
      'case_Quantity',
      'brand',
      'country',
      'state',
      'vintage',
      'type_of_Grape',
      'sub_Region_One',
      'sub_Region_Two',
      'abv',
      'winery',
      'upc_Number',
      'item_Number',
      'primary_Desc',
      'image_Blob',
      'is_Review_Pending',
      'is_Approved',
    ]) {
      expect(first).toHaveProperty(f);
    }
    expect(res.body.data.every((b: any) => b.image_Blob === null)).toBe(true);
    expect(
      res.body.data.every((b: any) =>
        /bourbon/i.test(`${b.item_Name} ${b.brand} ${b.country} ${b.sub_Category_1} ${b.main_Category}`),
      ),
    ).toBe(true);
    const page2 = await t
      .http()
      .get('/api/beverageinventory/GetPaginatedData?search=bourbon&page=2&pageSize=10')
      .set(auth)
      .expect(200);
    expect(page2.body.count).toBe(res.body.count);
    expect(page2.body.data[0].id).not.toBe(first.id);
    await t.http().get('/api/beverageinventory/GetPaginatedData?page=0').set(auth).expect(400);
  });

  it('finds a beverage by barcode in any form and by item number', async () => {
    const [b] = await t.db.query(
      `SELECT id, upc_number, item_number FROM beverage WHERE length(upc_number) = 11 ORDER BY id LIMIT 1`,
    );
    const byUpc = await t
      .http()
      .get(`/api/beverageinventory/GetPaginatedData?search=0${b.upc_number}&page=1&pageSize=5`)
      .set(auth)
      .expect(200);
    expect(byUpc.body.data.map((x: any) => x.id)).toContain(b.id);
    const byNumber = await t
      .http()
      .get(`/api/beverageinventory/GetPaginatedData?search=${b.item_number}&page=1&pageSize=5`)
      .set(auth)
      .expect(200);
    expect(byNumber.body.data.map((x: any) => x.id)).toContain(b.id);
  });

  it('lists, counts and reads one beverage (image_Blob only there)', async () => {
    const count = await t.http().get('/api/beverageinventory/InventoryCount').set(auth).expect(200);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM beverage');
    expect(count.body).toBe(n);
    const id = await linkedBeverageId();
    const one = await t.http().get(`/api/beverageinventory/${id}`).set(auth).expect(200);
    expect(one.body.id).toBe(id);
    expect(typeof one.body.image_Blob).toBe('string');
    expect(Buffer.from(one.body.image_Blob, 'base64').length).toBeGreaterThan(100);
    const images = await t.http().get(`/api/beverageinventory/image/${id}`).set(auth).expect(200);
    expect(images.body).toEqual([
      { fileContents: one.body.image_Blob, contentType: expect.stringMatching(/^image\//) },
    ]);
    await t.http().get('/api/beverageinventory/999999').set(auth).expect(404);
  });

  it('looks beverages up for mapping only once the query is longer than 4 characters', async () => {
    expect((await t.http().get('/api/beverageinventory/GetLookupBeverages/jack').set(auth).expect(200)).body).toEqual(
      [],
    );
    const res = await t.http().get('/api/beverageinventory/GetLookupBeverages/jack daniel').set(auth).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0].item_Name).toMatch(/jack daniel/i);
  });

  it('adds a beverage with POST (id 0), keeping its barcode and size normalised', async () => {
    const res = await t
      .http()
      .post('/api/beverageinventory')
      .set(auth)
      .send({
        id: 0,
        item_Name: 'Cedar Ridge Iowa Bourbon',
        main_Category: 'Liquor',
        sub_Category_1: 'Spirits',
        final_Category: 'Whiskey',
        size: '.75 L',
        upc_Number: '850029721048',
        abv: 40,
        brand: 'Cedar Ridge',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      item_Name: 'Cedar Ridge Iowa Bourbon',
      size: '.75 L',
      size_Ml: 750,
      gtin: '00850029721048',
      is_Approved: true,
      is_Review_Pending: false,
    });
    const bad = await t
      .http()
      .post('/api/beverageinventory')
      .set(auth)
      .send({ id: 0, item_Name: 'X', upc_Number: '850029721049' })
      .expect(400);
    expect(bad.body.message).toMatch(/not a valid UPC/);
    await t.http().post('/api/beverageinventory').set(auth).send({ id: 0, item_Name: 'X', size: 'magnum' }).expect(400);
    await t.http().post('/api/beverageinventory').set(auth).send({ id: 0, item_Name: 'X', colour: 'red' }).expect(400);
  });

  it('UpdateAllBeverage saves a list of beverages, all or nothing', async () => {
    const [a, b] = await t.db.query('SELECT id, item_name FROM beverage ORDER BY id LIMIT 2');
    const ok = await t
      .http()
      .put('/api/beverageinventory/UpdateAllBeverage')
      .set(auth)
      .send([
        { id: a.id, vintage: '2019' },
        { id: b.id, country: 'Scotland', abv: 43 },
      ])
      .expect(200);
    expect(ok.body.map((x: any) => [x.id, x.vintage, x.country])).toEqual([
      [a.id, '2019', expect.any(String)],
      [b.id, expect.any(String), 'Scotland'],
    ]);
    const failed = await t
      .http()
      .put('/api/beverageinventory/UpdateAllBeverage')
      .set(auth)
      .send([
        { id: a.id, item_Name: 'Renamed' },
        { id: 999999, item_Name: 'Nobody' },
      ]);
    expect(failed.status).toBe(404);
    const [after] = await t.db.query('SELECT item_name FROM beverage WHERE id = $1', [a.id]);
    expect(after.item_name).toBe(a.item_name);
    await t.http().put('/api/beverageinventory/UpdateAllBeverage').set(auth).send({ id: a.id }).expect(400);
    const audit = await t.db.query(`SELECT action FROM audit_entry WHERE entity = 'beverage' AND entity_id = $1`, [
      String(b.id),
    ]);
    expect(audit.map((r: any) => r.action)).toContain('update');
  });

  it('refuses to delete a beverage that store items are linked to, with a clear message', async () => {
    const id = await linkedBeverageId();
    const res = await t.http().delete(`/api/beverageinventory/${id}`).set(auth).expect(409);
    expect(res.body.message).toMatch(/cannot be deleted: \d+ store items? (is|are) linked to it/);
    await t.http().get(`/api/beverageinventory/${id}`).set(auth).expect(200);
    const viaResource = await t.http().delete(`/api/admin/beverages/${id}`).set(auth).expect(409);
    expect(viaResource.body.message).toBe(res.body.message);
  });

  it('deletes a beverage no store sells', async () => {
    const id = await unlinkedBeverageId();
    await t.http().delete(`/api/beverageinventory/${id}`).set(auth).expect(200);
    await t.http().get(`/api/beverageinventory/${id}`).set(auth).expect(404);
  });

  it('uploads a PNG as the beverage image, served from /api/images/{hash}', async () => {
    const id = await linkedBeverageId();
    const res = await t
      .http()
      .post('/api/beverageinventory/upload')
      .set(auth)
      .field('id', String(id))
      .attach('file', png, { filename: 'label.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body).toMatchObject({
      contentType: 'image/png',
      width: 40,
      height: 60,
      url: `/api/images/${res.body.hash}`,
    });
    const served = await t.http().get(res.body.url).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    const images = await t.http().get(`/api/beverageinventory/image/${id}`).set(auth).expect(200);
    expect(Buffer.from(images.body[0].fileContents, 'base64').equals(png)).toBe(true);
    const listed = await t
      .http()
      .get(`/api/admin/beverages?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`)
      .set(auth)
      .expect(200);
    expect(listed.body[0].image_Url).toBe(res.body.url);
  });

  it('refuses images of the wrong type (415) or over 2 MB (413), changing nothing', async () => {
    const id = await linkedBeverageId();
    const [before] = await t.db.query('SELECT image_hash FROM beverage WHERE id = $1', [id]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const wrongType = await t
      .http()
      .post('/api/beverageinventory/upload')
      .set(auth)
      .field('id', String(id))
      .attach('file', svg, { filename: 'x.svg', contentType: 'image/svg+xml' })
      .expect(415);
    expect(wrongType.body).toMatchObject({
      statusCode: 415,
      message: 'Only JPEG, PNG or WebP images can be uploaded.',
    });
    // Claims to be a JPEG but is not one.
    await t
      .http()
      .post('/api/beverageinventory/upload')
      .set(auth)
      .field('id', String(id))
      .attach('file', Buffer.from('not really a jpeg'), { filename: 'x.jpg', contentType: 'image/jpeg' })
      .expect(415);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await t
      .http()
      .post('/api/beverageinventory/upload')
      .set(auth)
      .field('id', String(id))
      .attach('file', big, { filename: 'big.png', contentType: 'image/png' })
      .expect(413);
    expect(tooBig.body).toMatchObject({ statusCode: 413, message: 'The image is too large (limit 2 MB).' });
    await t.http().post('/api/beverageinventory/upload').set(auth).field('id', String(id)).expect(400);
    const [after] = await t.db.query('SELECT image_hash FROM beverage WHERE id = $1', [id]);
    expect(after.image_hash).toBe(before.image_hash);
  });

  it('serves the react-admin resource with Content-Range, search and sorting', async () => {
    const res = await t
      .http()
      .get(`/api/admin/beverages?range=[0,4]&sort=["item_Name","ASC"]&filter=${encodeURIComponent('{"q":"vodka"}')}`)
      .set(auth)
      .expect(200);
    expect(res.body).toHaveLength(5);
    expect(res.headers['content-range']).toMatch(/^beverages 0-4\/\d+$/);
    const names = res.body.map((b: any) => b.item_Name);
    const [{ sorted }] = await t.db.query('SELECT array_agg(n ORDER BY n) AS sorted FROM unnest($1::varchar[]) AS n', [
      names,
    ]);
    expect(names).toEqual(sorted);
    await t.http().get('/api/admin/beverages?sort=["password","ASC"]').set(auth).expect(400);
  });
});
