/**
 * What AccessGuard does for every request it lets through with a signed-in caller, before the
 * handler, provided by a feature folder (common/ imports none): the tenants module's
 * CallerContexts builds the caller's store context.
 */
export const SIGNED_IN_STEP = Symbol('SignedInStep');

export interface SignedInStep {
  /** Prepares what the request's handlers need about the caller (`request.user` is set). */
  attach(request: object): Promise<void>;
}
