import { getCustomerToken, logout, setPreviousUrl } from '../state/session';

/** A failed API call: HTTP status, the server's message and its JSON body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the customer bearer token; a 401 then ends the session and goes to /login (spec 7). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** JSON call to `/api{path}`. Throws ApiError on a non-2xx answer. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth) {
    const token = getCustomerToken();
    if (!token) {
      redirectToLogin();
      throw new ApiError(401, 'Please log in.', null);
    }
    headers.Authorization = `Bearer ${token}`;
  }
  const url = path.startsWith('/api') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && options.auth) redirectToLogin();
    throw new ApiError(response.status, errorMessage(body, response.statusText), body);
  }
  return body as T;
}

function errorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string') return m;
    if (Array.isArray(m)) return m.join(' ');
  }
  return typeof body === 'string' && body ? body : fallback || 'Something went wrong.';
}

/** Spec 7: a 401 redirects to /login (and the caller still gets the error). */
function redirectToLogin(): void {
  logout();
  if (typeof window === 'undefined' || window.location.pathname === '/login') return;
  setPreviousUrl(window.location.pathname + window.location.search);
  window.location.assign('/login');
}
