import { browserRefreshLock, createLocalLock, type RefreshLock } from '../auth/refreshLock';
import { tokenStore, type TokenStore } from './tokens';

/** An API failure: the HTTP status (0 when the server was not reached) and the server's `error` text. */
export class ApiError extends Error {
  readonly status: number;
  /** The envelope's machine code, e.g. `invalid_credentials`. */
  readonly code?: string;
  /** Per-field messages on validation failures. */
  readonly errors?: Record<string, string>;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    if (body && typeof body === 'object') {
      const { code, errors } = body as { code?: unknown; errors?: unknown };
      if (typeof code === 'string') this.code = code;
      if (errors && typeof errors === 'object') this.errors = errors as Record<string, string>;
    }
  }
}

/** What the app says while the API answers 503 (database or queue down); the user stays signed in. */
export const SERVICE_UNAVAILABLE = 'The service is unavailable, try again shortly';

interface RefreshAnswer {
  access?: string;
  refresh?: string;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Plain objects and arrays are sent as JSON; strings, FormData and Blobs as they are. */
  body?: unknown;
  /** Send the bearer access token and refresh it on a 401 (default true). */
  auth?: boolean;
}

/** The shape react-admin's fetchJson returns, so ra-data-simple-rest can use this client. */
export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpClientDeps {
  fetch: FetchLike;
  tokens: TokenStore;
  /** Where to send the browser when the session cannot be refreshed (window.location.assign in the app). */
  redirect: (path: string) => void;
  /** Prefix of the API (default '/api'). */
  apiBase?: string;
  /** Held while refreshing, so one tab refreshes and the others take its tokens (default: this tab only). */
  refreshLock?: RefreshLock;
}

/** Appends the query parameters that have a value; empty strings, null and undefined are left out. */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isJsonBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const passThrough = [
    typeof FormData !== 'undefined' ? FormData : undefined,
    typeof Blob !== 'undefined' ? Blob : undefined,
    typeof URLSearchParams !== 'undefined' ? URLSearchParams : undefined,
    typeof ArrayBuffer !== 'undefined' ? ArrayBuffer : undefined,
  ];
  return !passThrough.some((type) => type && body instanceof type);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The envelope's `error` text, else a Nest-style `message`, else the status. */
export function errorText(json: unknown, status: number, statusText = ''): string {
  if (json && typeof json === 'object') {
    const { error, message } = json as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length) return message.join(', ');
  }
  return statusText || `Request failed with status ${status}`;
}

export function createHttpClient({
  fetch,
  tokens,
  redirect,
  apiBase = '/api',
  refreshLock = createLocalLock(),
}: HttpClientDeps) {
  const refreshUrl = `${apiBase}/auth/refresh/`;
  let refreshing: Promise<string> | null = null;

  /**
   * One refresh at a time: every 401 that arrives while it runs waits for the same call, and across tabs the lock
   * lets one tab refresh while the others wait and then take the tokens it stored.
   */
  function refreshAccessToken(): Promise<string> {
    if (!refreshing) {
      const staleRefresh = tokens.getRefresh();
      refreshing = refreshLock
        .run(async () => {
          const refresh = tokens.getRefresh();
          const stored = tokens.getAccess();
          // Another tab rotated the tokens while this one waited for the lock: use them, do not trade the old one.
          if (refresh && refresh !== staleRefresh && stored) return stored;
          let access: string | undefined;
          if (refresh) {
            let response: Response | undefined;
            try {
              response = await fetch(refreshUrl, {
                method: 'POST',
                headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
                body: JSON.stringify({ refresh }),
              });
            } catch {
              // A network failure during refresh ends the session like a refused refresh.
            }
            const json = response ? (parseJson(await response.text()) as RefreshAnswer | undefined) : undefined;
            if (response && response.status >= 500) {
              // The server could not judge the token (database down): the session is not over, the service is.
              throw new ApiError(response.status, SERVICE_UNAVAILABLE, json);
            }
            if (response?.ok && json?.access) {
              tokens.setTokens({ access: json.access, refresh: json.refresh ?? refresh });
              access = json.access;
            }
          }
          if (!access) {
            tokens.clear();
            redirect('/');
            throw new ApiError(401, 'Your session has expired. Please sign in again.');
          }
          return access;
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  async function httpClient<T = unknown>(url: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const { body, auth = true, headers: givenHeaders, ...init } = options;
    const headers = new Headers(givenHeaders);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    let payload: BodyInit | undefined;
    if (isJsonBody(body)) {
      payload = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    } else if (body !== undefined && body !== null) {
      payload = body as BodyInit;
      if (typeof body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }

    const send = async (token: string | null) => {
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else headers.delete('Authorization');
      try {
        return await fetch(url, { ...init, headers, body: payload });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ApiError(0, `Network error: ${reason}`);
      }
    };

    const sentToken = auth ? tokens.getAccess() : null;
    let response = await send(sentToken);
    if (response.status === 401 && sentToken && tokens.getRefresh()) {
      const current = tokens.getAccess();
      // Another request may already have refreshed while this one was in flight.
      const token = current && current !== sentToken ? current : await refreshAccessToken();
      response = await send(token);
    }

    const text = await response.text();
    const json = parseJson(text);
    if (response.status === 503) throw new ApiError(503, SERVICE_UNAVAILABLE, json);
    if (!response.ok) {
      throw new ApiError(response.status, errorText(json, response.status, response.statusText), json);
    }
    return { status: response.status, headers: response.headers, body: text, json: json as T };
  }

  const call = async <T>(path: string, options?: RequestOptions) => (await httpClient<T>(apiBase + path, options)).json;

  /** JSON helpers on paths below the API base: api.get('/auth/profile/'). */
  const api = {
    get: <T = unknown>(path: string, query?: Record<string, QueryValue>, options?: RequestOptions) =>
      call<T>(withQuery(path, query), { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      call<T>(path, { ...options, method: 'POST', body: body ?? {} }),
    patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      call<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
    put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      call<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
    delete: <T = unknown>(path: string, options?: RequestOptions) => call<T>(path, { ...options, method: 'DELETE' }),
  };

  return { httpClient, api, refreshAccessToken };
}

export type HttpClient = ReturnType<typeof createHttpClient>['httpClient'];
export type Api = ReturnType<typeof createHttpClient>['api'];

const client = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  tokens: tokenStore,
  redirect: (path) => window.location.assign(path),
  refreshLock: browserRefreshLock(),
});

/** The app's client: fetchJson-style for ra-data-simple-rest. */
export const httpClient = client.httpClient;
/** The app's JSON helpers for custom screens. */
export const api = client.api;
