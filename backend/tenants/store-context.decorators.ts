import { createParamDecorator, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user';
import type { SignedInStep } from '../common/auth/signed-in-step';
import { callerContext, StoreContext, storefrontContext } from './store-context';
import type { Store } from './store.entity';
import { StoresService } from './stores.service';

/** Where CallerContexts leaves the caller's context on the request (or why there is none). */
const CALLER_CONTEXT = Symbol('callerContext');

interface ContextRequest {
  store?: Store;
  user?: AuthUser;
  [CALLER_CONTEXT]?: { ctx: StoreContext } | { error: unknown };
}

/**
 * Builds the signed-in caller's StoreContext once the token is read (AccessGuard calls `attach`,
 * as the SIGNED_IN_STEP, for every request it lets through with a user; a store admin's own store needs a look-up, cached
 * by StoresService). A failure (an admin linked to no store) is kept and thrown only by a handler
 * that asks for the context.
 */
@Injectable()
export class CallerContexts implements SignedInStep {
  constructor(private readonly stores: StoresService) {}

  async attach(req: ContextRequest): Promise<void> {
    const user = req.user;
    if (!user) return;
    const all = await this.stores.all();
    try {
      req[CALLER_CONTEXT] = { ctx: callerContext(user, req.store, (id) => all.find((s) => s.id === id)) };
    } catch (error) {
      req[CALLER_CONTEXT] = { error };
    }
  }
}

/**
 * The signed-in caller's store context (@Roles routes): a store admin's own store, else the
 * request's store. Services take it as their first argument.
 */
export const Ctx = createParamDecorator((_: unknown, ctx: ExecutionContext): StoreContext => {
  const req = ctx.switchToHttp().getRequest<ContextRequest>();
  const found = req[CALLER_CONTEXT];
  if (!found) throw new UnauthorizedException('Please sign in.');
  if ('error' in found) throw found.error;
  return found.ctx;
});

/**
 * The storefront's store context (@Public routes): the request's store (host, X-Store header or
 * default store), with the caller when a valid token was sent.
 */
export const ShopCtx = createParamDecorator((_: unknown, ctx: ExecutionContext): StoreContext => {
  const req = ctx.switchToHttp().getRequest<ContextRequest>();
  return storefrontContext(req.store, req.user);
});
