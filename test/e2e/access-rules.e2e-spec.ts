import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { IS_PUBLIC, ROLES } from '../../backend/common/auth/decorators';
import { servedRoutes } from '../../backend/common/http/route-table';
import { startTestApp, TestApp } from '../support/test-app';

interface Route {
  controller: string;
  handler: string;
  method: string;
  /** Full paths, e.g. '/api/orders/GetOrderById/:id'. */
  paths: string[];
  isPublic: boolean;
  roles: string[] | undefined;
}

const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : [v ?? '']);
const fullPath = (...parts: string[]) => `/${['api', ...parts].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** Every route handler of the running app, with its declared access rule. */
function routes(t: TestApp): Route[] {
  const out: Route[] = [];
  for (const mod of t.app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as any;
      if (!ctrl?.prototype) continue;
      for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
        const fn = ctrl.prototype[name];
        if (name === 'constructor' || typeof fn !== 'function' || Reflect.getMetadata(PATH_METADATA, fn) === undefined)
          continue;
        out.push({
          controller: ctrl.name,
          handler: name,
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, fn)],
          paths: list(Reflect.getMetadata(PATH_METADATA, ctrl)).flatMap((c) =>
            list(Reflect.getMetadata(PATH_METADATA, fn)).map((p) => fullPath(c, p)),
          ),
          isPublic: !!(Reflect.getMetadata(IS_PUBLIC, fn) ?? Reflect.getMetadata(IS_PUBLIC, ctrl)),
          roles: Reflect.getMetadata(ROLES, fn) ?? Reflect.getMetadata(ROLES, ctrl),
        });
      }
    }
  }
  return out;
}

/** What the HTTP server really answers under /api ('GET /api/health'), from its route table (docs left out). */
function servedApiRoutes(t: TestApp): string[] {
  return servedRoutes(t.app).filter((r) => / \/api\//.test(r) && !/ \/api\/docs/.test(r));
}

/** The write calls anyone may make (reviewed). */
const PUBLIC_WRITES = [
  'AuthController.login',
  // POST for its body, but it writes nothing: guests price their cart before signing in.
  'CartQuoteController.quote',
  'CustomersController.register',
  'PasswordResetController.forgotPassword',
  'PasswordResetController.resetPassword',
  // Stripe's webhook: no token, but every event must carry Stripe's signature of its raw body.
  'StripeWebhookController.receive',
];

describe('access rules (deny by default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('checks every route the app serves', () => {
    const served = servedApiRoutes(t);
    expect(served.length).toBeGreaterThan(50);
    const checked = routes(t).flatMap((r) => r.paths.map((p) => `${r.method} ${p}`));
    expect([...new Set(checked)].sort()).toEqual([...new Set(served)].sort());
  });

  it('every handler says who may call it (@Public or @Roles)', () => {
    const all = routes(t);
    expect(all.length).toBeGreaterThan(50);
    const undeclared = all
      .filter((r) => !r.isPublic && !(r.roles && r.roles.length))
      .map((r) => `${r.controller}.${r.handler}`);
    expect(undeclared).toEqual([]);
  });

  it('no write handler is public except sign-in, registration, password reset and wishlist-free calls', () => {
    const publicWrites = routes(t)
      .filter((r) => r.isPublic && r.method !== 'GET')
      .map((r) => `${r.controller}.${r.handler}`)
      .sort();
    // Reviewed list: anything new here must be a deliberate decision.
    expect(publicWrites).toEqual(PUBLIC_WRITES);
  });

  it('answers 401 without a token and 403 for a customer on a staff route', async () => {
    const routesList = routes(t).filter((r) => r.roles && !r.roles.includes('customer'));
    expect(routesList.length).toBeGreaterThan(0);
    const customer = await t.login('customer1', 'customer1');
    // A representative staff-only route: the admin resources all sit under /api/admin.
    const res401 = await t.http().get('/api/admin/inventory');
    const res403 = await t.http().get('/api/admin/inventory').set('Authorization', `Bearer ${customer}`);
    expect([res401.status, res403.status]).toEqual([401, 403]);
  });

  it('refuses a tampered token with 401', async () => {
    const token = await t.login('customer1', 'customer1');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    payload.role = 'superadmin';
    const forged = [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
    const res = await t.http().get('/api/admin/inventory').set('Authorization', `Bearer ${forged}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});
