import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

/**
 * One convention per concern for the services (docs/architecture.md, Conventions):
 *
 * - A public service method that touches store-owned rows takes the caller's StoreContext as its
 *   first parameter (as Vendure's RequestContext). Accepted as a StoreContext: the types below,
 *   which are a StoreContext or extend it. Every other method is named in NO_STORE_CONTEXT with
 *   why it needs none.
 * - A transaction is carried by StoreDb.run(ctx, work) (or StoreDb.bypass), which joins the one
 *   already open: no public service method takes an EntityManager, except those named in
 *   TAKES_ENTITY_MANAGER with why. Inside one file, a private helper may receive the `em` its own
 *   run callback got.
 */
const BACKEND = resolve(__dirname, '../../backend');

/**
 * First-parameter types that are a StoreContext: OrderScope is a StoreContext with whose orders
 * the caller may see; PaymentScope is a StoreContext or the one named bypass the hold reconciler
 * acts under (as StoreDb.bypass names its reasons).
 */
const STORE_CONTEXT_TYPES = ['StoreContext', 'OrderScope', 'PaymentScope'];

/** NestJS lifecycle hooks: the framework calls them, with no request. */
const NEST_HOOKS = ['onModuleInit', 'onModuleDestroy', 'onApplicationBootstrap', 'onApplicationShutdown'];

const MASTER = 'master beverages, attribute lists, synonyms and images are shared by every store';
const SIGN_IN = 'accounts are read and written before the caller, hence the store, is known';
const SUPER_ADMIN = 'super-admin work on the stores themselves, across stores';
const ACCOUNT = "a customer's account and details belong to the customer, not to one store";
const SNAPSHOT = "works on a catalogue snapshot, which is already one store's, held in memory";
const CATALOGUE =
  "the in-memory catalogue is one per store, shared by every caller of that store: it is read by the store's settings, never by a caller";
const CACHE = 'forgets a cache entry of one store, called from change notifications that carry a store id';

/** Public service methods that need no StoreContext first, each with why. */
const NO_STORE_CONTEXT: Record<string, string> = {
  'AuthService.changePassword': SIGN_IN,
  'AuthService.issueToken': SIGN_IN,
  'AuthService.login': SIGN_IN,
  'AuthService.logout': SIGN_IN,
  'LoginThrottleService.reserve': SIGN_IN,
  'LoginThrottleService.succeeded': SIGN_IN,
  'LoginThrottleService.failed': SIGN_IN,
  'PasswordResetService.requestCode': SIGN_IN,
  'PasswordResetService.resetPassword': SIGN_IN,
  'CustomersService.register': 'a new customer account is created before it belongs to any order or store',
  'MyDetailsService.add': ACCOUNT,
  'MyDetailsService.addresses': ACCOUNT,
  'MyDetailsService.change': ACCOUNT,
  'MyDetailsService.remove': ACCOUNT,
  'MyDetailsService.update': ACCOUNT,
  'QuoteService.customerIdOf': ACCOUNT,
  'IdempotencyService.claim': "an Idempotency-Key is the customer account's, kept per account (no store column)",
  'IdempotencyService.release': "an Idempotency-Key is the customer account's, kept per account",
  'IdempotencyService.sweep': 'deletes expired Idempotency-Keys of every account, a housekeeping task',
  'BeveragesService.addDeleteGuard': MASTER,
  'BeveragesService.byIds': MASTER,
  'BeveragesService.count': MASTER,
  'BeveragesService.create': MASTER,
  'BeveragesService.find': MASTER,
  'BeveragesService.get': MASTER,
  'BeveragesService.images': MASTER,
  'BeveragesService.listAll': MASTER,
  'BeveragesService.lookup': MASTER,
  'BeveragesService.paginated': MASTER,
  'BeveragesService.remove': MASTER,
  'BeveragesService.update': MASTER,
  'BeveragesService.updateMany': MASTER,
  'BeveragesService.upload': MASTER,
  'CatalogueQualityService.csv': MASTER,
  'CatalogueQualityService.findings': MASTER,
  'CatalogueQualityService.report': MASTER,
  'ConfiguratorService.getAll': MASTER,
  'ConfiguratorService.resource': MASTER,
  'ConfiguratorService.resources': MASTER,
  'ConfiguratorService.save': MASTER,
  'ConfiguratorService.saveValues': MASTER,
  'ConfiguratorService.usage': MASTER,
  'ImagesService.original': MASTER,
  'ImagesService.save': MASTER,
  'ImagesService.saveUpload': MASTER,
  'ImagesService.variant': MASTER,
  'MatchingService.candidates': MASTER,
  'MatchingService.suggest': MASTER,
  'SearchSynonymsService.create': MASTER,
  'SearchSynonymsService.current': MASTER,
  'SearchSynonymsService.get': MASTER,
  'SearchSynonymsService.list': MASTER,
  'SearchSynonymsService.remove': MASTER,
  'SearchSynonymsService.update': MASTER,
  'AdminProductRequestsService.options': 'the choices of the request form (master categories and sizes)',
  'AdminStoresService.create': SUPER_ADMIN,
  'AdminStoresService.get': SUPER_ADMIN,
  'AdminStoresService.list': SUPER_ADMIN,
  'AdminStoresService.update': SUPER_ADMIN,
  'AdminStoreAdminsService.get': SUPER_ADMIN,
  'AdminStoreAdminsService.invite': SUPER_ADMIN,
  'AdminStoreAdminsService.list': SUPER_ADMIN,
  'AdminStoreAdminsService.remove': SUPER_ADMIN,
  'AdminStoreAdminsService.resendInvite': SUPER_ADMIN,
  'PendingService.store': 'resolves a store by its address, before any context exists',
  'PendingService.tenants': SUPER_ADMIN,
  'StoresService.all': 'the store registry itself, which builds every StoreContext',
  'StoresService.byId': 'the store registry itself, which builds every StoreContext',
  'StoresService.byWebUrl': 'the store registry itself, which builds every StoreContext',
  'StoresService.invalidate': 'the store registry itself, which builds every StoreContext',
  'StoresService.resolve': 'the store registry itself, which builds every StoreContext',
  'StoresService.timeZoneOf': 'the store registry itself, which builds every StoreContext',
  'AuditService.record': 'an audit entry names its own store (none for a super-admin change) and actor',
  'AuditService.recordMany': 'an audit entry names its own store (none for a super-admin change) and actor',
  'MailService.outboxValues': 'turns a mail into the outbox row values, no database',
  'HoldReconciler.reconcile': "a worker: voids the orphan card holds of every store (bypass 'payment-reconciler')",
  'PaymentService.recordedWithOrder': 'notes in memory that an order recorded a hold, no database',
  'PromotionsService.notApplied': 'compares two lists in memory, no database',
  'ShippingService.assertDeliverable': "checks a zip code against the store's own settings, reads no rows",
  'ShippingService.isDeliveryZip': "checks a zip code against the store's own settings, reads no rows",
  'CatalogueService.coldOnce': CATALOGUE,
  'CatalogueService.catalogue': CATALOGUE,
  'CatalogueService.itemsByNumber': CATALOGUE,
  'CatalogueService.snapshot': CATALOGUE,
  'CatalogueService.summaryListing': CATALOGUE,
  'CatalogueService.summaryStore': CATALOGUE,
  'CatalogueService.invalidate': 'drops every store catalogue held in memory',
  'CatalogueService.cacheUse': "counts and sizes of the process's catalogue cache, for the metrics",
  'CatalogueService.encoded': 'compresses an answer already made for its store (the answer is the store context)',
  'PaymentService.checkPaymentFields':
    "checks an order body's payment fields against the configured processor; no rows",
  'StripeCheckoutService.setup': 'tells the storefront which processor takes the card; the same for every store',
  'StripeReconciliationService.processorData': "asks the processor about one payment's charge; no store rows",
  'StripeWebhookService.handle':
    "a processor's event, signed and unauthenticated: it acts for the store its metadata names (the 'payment-webhook' bypass)",
  'MetricsService.attach': 'hooks the metrics into the HTTP server at start-up; no request, no store',
  'CatalogueService.isBuilding': CATALOGUE,
  'CatalogueService.isWarm': CATALOGUE,
  'CatalogueService.forget': CACHE,
  'CatalogueService.didYouMean': SNAPSHOT,
  'CatalogueService.listing': SNAPSHOT,
  'CatalogueService.product': SNAPSHOT,
  'CatalogueService.respond': SNAPSHOT,
  'CatalogueService.respondAsync': SNAPSHOT,
  'CatalogueService.search': SNAPSHOT,
  'CatalogueService.searchHits': SNAPSHOT,
  'CatalogueService.searchListsAny': SNAPSHOT,
  'CatalogueService.searchTop': SNAPSHOT,
  'CatalogueService.view': SNAPSHOT,
  'CatalogueService.viewJson': SNAPSHOT,
  'StoreInventoryService.run': SNAPSHOT,
  'StoreInventoryService.views': SNAPSHOT,
  'QuoteService.windowTaken': CACHE,
  'SellingRulesService.forget': CACHE,
  'PromotionsService.changed': CACHE,
};

const SAME_TRANSACTION = 'written in the transaction of the change it belongs to, whichever kind the caller holds';

/**
 * Public service methods that take an EntityManager, each with why. Those that take a StoreContext
 * but still an EntityManager are the ones to convert next: StoreDb.run(ctx) joins the caller's
 * transaction, so the EntityManager is not needed.
 */
const TAKES_ENTITY_MANAGER: Record<string, string> = {
  'AuditService.record': `${SAME_TRANSACTION} (store run, bypass or master-data transaction)`,
  'AuditService.recordMany': `${SAME_TRANSACTION} (store run, bypass or master-data transaction)`,
  'MailService.enqueue': `the outbox row is ${SAME_TRANSACTION}: sign-in and super-admin mails have no store run to join`,
  'PaymentService.markFailed': 'called by the hold reconciler in its bypass transaction as well as in a store run',
  'PaymentService.recordAuthorization':
    'called by the hold reconciler in its bypass transaction as well as in a store run',
  'PromotionsService.redeem': 'takes its StoreContext second, after the placement transaction: to convert',
  'StoreDb.select':
    "StoreDb is the door itself: select builds a store-filtered query on the EntityManager of the caller's own run",
  'PromotionsService.settleOrderRedemption': 'takes its StoreContext second, after the order transaction: to convert',
};

interface Method {
  name: string;
  file: string;
  firstType: string | null;
  takesEntityManager: boolean;
  /** A NestJS provider (@Injectable), whatever its file is called. */
  injectable: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : /\.ts$/.test(e.name) && !/\.spec\.ts$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

const isService = (m: Method) => m.file.endsWith('.service.ts');

/** The public methods of every class of a source text, with their first parameter's type as written. */
function publicMethods(file: string, text: string): Method[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return src.statements.filter(ts.isClassDeclaration).flatMap((cls) => {
    const injectable = (ts.getDecorators(cls) ?? []).some((d) => /^Injectable\b/.test(d.expression.getText(src)));
    return cls.members.filter(ts.isMethodDeclaration).flatMap((m) => {
      const modifiers = ts.getModifiers(m)?.map((x) => x.kind) ?? [];
      const hidden = modifiers.some((k) => k === ts.SyntaxKind.PrivateKeyword || k === ts.SyntaxKind.ProtectedKeyword);
      if (hidden || ts.isPrivateIdentifier(m.name)) return [];
      const first = m.parameters[0]?.type;
      return [
        {
          name: `${cls.name?.text ?? '(anonymous)'}.${m.name.getText(src)}`,
          file,
          firstType: first ? first.getText(src) : null,
          // The parameter itself: a callback given an EntityManager (StoreDb.run's work) is not one.
          takesEntityManager: m.parameters.some(
            (p) => p.type && /^EntityManager( \| (undefined|null))?$/.test(p.type.getText(src)),
          ),
          injectable,
        },
      ];
    });
  });
}

/** Methods that break the first rule: no StoreContext first and no reason given. */
function withoutContext(methods: Method[]): string[] {
  return (
    methods
      .filter(isService)
      .filter((m) => !STORE_CONTEXT_TYPES.includes(m.firstType ?? ''))
      .filter((m) => !NEST_HOOKS.includes(m.name.split('.')[1]) && !(m.name in NO_STORE_CONTEXT))
      // A method named in TAKES_ENTITY_MANAGER answers for both rules there.
      .filter((m) => !(m.name in TAKES_ENTITY_MANAGER))
      .map((m) => `${m.file}: ${m.name}(${m.firstType ?? ''}...)`)
  );
}

/** Methods that break the second rule: an EntityManager parameter and no reason given. */
function withEntityManager(methods: Method[]): string[] {
  return methods
    .filter((m) => (isService(m) || m.injectable) && m.takesEntityManager && !(m.name in TAKES_ENTITY_MANAGER))
    .map((m) => `${m.file}: ${m.name}`);
}

describe('service conventions', () => {
  const methods = sourceFiles(BACKEND).flatMap((f) => publicMethods(relative(BACKEND, f), readFileSync(f, 'utf8')));

  it('reads the services (a real list)', () => {
    expect(methods.length).toBeGreaterThan(200);
    expect(methods.map((m) => m.name)).toContain('OrderPlacementService.place');
  });

  it('every public service method takes the StoreContext first, or is named with why not', () => {
    expect(withoutContext(methods)).toEqual([]);
  });

  it('no public method of a service or other provider takes an EntityManager, unless named with why', () => {
    expect(withEntityManager(methods)).toEqual([]);
  });

  it('every exception names a method that exists', () => {
    const names = new Set(methods.map((m) => m.name));
    const stale = [...Object.keys(NO_STORE_CONTEXT), ...Object.keys(TAKES_ENTITY_MANAGER)].filter((n) => !names.has(n));
    expect(stale).toEqual([]);
  });

  it('finds a planted method that breaks either rule', () => {
    const planted = publicMethods(
      'planted.service.ts',
      `class PlantedService {
         constructor(private readonly db: unknown) {}
         async byId(id: number) { return id; }
         async scoped(ctx: StoreContext, id: number) { return id; }
         async joined(ctx: StoreContext, em: EntityManager) { return em; }
         private async helper(em: EntityManager, id: number) { return id; }
       }`,
    );
    expect(withoutContext(planted)).toEqual(['planted.service.ts: PlantedService.byId(number...)']);
    expect(withEntityManager(planted)).toEqual(['planted.service.ts: PlantedService.joined']);
    const writer = publicMethods(
      'planted-writer.ts',
      `@Injectable()
       class PlantedWriter {
         async write(em: EntityManager, id: number) { return id; }
         run<T>(ctx: StoreContext, work: (em: EntityManager) => Promise<T>) { return work; }
       }`,
    );
    expect(withEntityManager(writer)).toEqual(['planted-writer.ts: PlantedWriter.write']);
    expect(withoutContext(writer)).toEqual([]);
  });
});
