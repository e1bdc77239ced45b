/**
 * The one fetch wrapper for the product API (`/api/v1`): JSON in and out, the bearer token of the
 * auth session, and errors mapped to the texts of the spec's error catalogue (§8), translated.
 * Endpoint modules (`features/<name>/api/*.ts`) build on `ApiClient.request`; `useApiClient`
 * (lib/use-api-client.ts) hands out a client bound to the signed-in session and the language.
 */
const API_BASE = '/api/v1';

/**
 * Why a call failed: `unauthenticated` (no session, nothing was sent), `network` (no answer),
 * `unreadable` (an error whose body was not JSON), `status` (JSON without a detail) or `detail`
 * (the server said what was wrong).
 */
export type ApiErrorKind = 'unauthenticated' | 'network' | 'unreadable' | 'status' | 'detail';

/** The texts an ApiError can carry, already in the visitor's language. */
export interface ApiErrorTexts {
  notAuthenticated: string;
  unknown: string;
  network: string;
  status: (status: number) => string;
  /** The session is at aal1 and the account has a second factor: the code is asked for. */
  secondFactorRequired: string;
}

/**
 * The server's `code` for a session that owes its second factor (403, beside the detail): the same
 * code the auth service uses. The answer changes nothing; the prompt for the code follows.
 */
export const SECOND_FACTOR_REQUIRED = 'insufficient_aal';

/** Untranslated defaults for callers that translate on their own (they read `kind` and `detail`). */
const ENGLISH_API_ERROR_TEXTS: ApiErrorTexts = {
  notAuthenticated: 'User not authenticated',
  unknown: 'Unknown error',
  network: 'Could not reach the server',
  status: (status) => `Error: ${status}`,
  secondFactorRequired: 'Enter the code from your authenticator app to continue',
};

/** One field's problem of a 422 (`{"detail": [{loc, msg, type}]}`): where, and the catalogue's code. */
export interface ApiFieldIssue {
  loc: (string | number)[];
  msg: string;
  /** The server's code for the rule (`future_date`, `habit_kind`…), or zod's issue code. */
  type: string | null;
}

export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the request never got an answer (or was never sent). */
    readonly status: number,
    /** The server's message (the first one for a list of field errors), if it sent one. */
    readonly detail: string | null,
    readonly kind: ApiErrorKind = detail === null ? 'status' : 'detail',
    message: string = detail ?? `Error: ${status}`,
    /** The server's machine-readable `code`, when it sent one. */
    readonly code: string | null = null,
    /** Every field problem of a list detail, in the server's order (empty otherwise). */
    readonly fieldIssues: readonly ApiFieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The `code` beside the detail, for answers a client must act on. */
function codeOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null;
  return typeof body.code === 'string' && body.code !== '' ? body.code : null;
}

/** `{"detail": "..."}`, or FastAPI-style `{"detail": [{"msg": "..."}, ...]}` (the first message). */
function detailOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('detail' in body)) return null;
  const { detail } = body;
  if (typeof detail === 'string') return detail === '' ? null : detail;
  if (Array.isArray(detail)) {
    const first: unknown = detail[0];
    if (first && typeof first === 'object' && 'msg' in first) {
      const msg = first.msg;
      if (typeof msg === 'string' && msg !== '') return msg;
    }
  }
  return null;
}

function fieldIssuesOf(body: unknown): ApiFieldIssue[] {
  if (!body || typeof body !== 'object' || !('detail' in body) || !Array.isArray(body.detail)) {
    return [];
  }
  return (body.detail as unknown[]).flatMap((item): ApiFieldIssue[] => {
    if (!item || typeof item !== 'object') return [];
    const { loc, msg, type } = item as Record<string, unknown>;
    if (!Array.isArray(loc) || typeof msg !== 'string') return [];
    return [
      {
        loc: loc.filter((part) => typeof part === 'string' || typeof part === 'number'),
        msg,
        type: typeof type === 'string' ? type : null,
      },
    ];
  });
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of JSON (the browser sets the boundary). */
  formData?: FormData;
  /** Defaults to true: the call needs the session's token and fails before sending without it. */
  auth?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  /** Base of the product API; tests point it at a local server. */
  baseUrl?: string;
  /** The current session's access token, or nothing when signed out. */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  texts?: ApiErrorTexts;
  /**
   * Called with the refused token when the server wants the second factor first; the call still
   * fails.
   */
  onSecondFactorRequired?: (refusedToken: string) => void;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The raw answer of a successful call, for downloads. */
  requestBlob(path: string, options?: RequestOptions): Promise<Blob>;
}

export function createApiClient({
  baseUrl = API_BASE,
  getAccessToken = () => null,
  texts = ENGLISH_API_ERROR_TEXTS,
  onSecondFactorRequired,
}: ApiClientConfig = {}): ApiClient {
  async function send(path: string, options: RequestOptions): Promise<Response> {
    const { method = 'GET', body, formData, auth = true, signal } = options;
    const headers: Record<string, string> = { Accept: 'application/json' };
    let token: string | null | undefined;
    if (auth) {
      token = await getAccessToken();
      if (!token) throw new ApiError(0, null, 'unauthenticated', texts.notAuthenticated);
      headers.Authorization = `Bearer ${token}`;
    }
    if (body !== undefined && !formData) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: formData ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, null, 'network', texts.network);
    }
    if (!response.ok) throw await errorOf(response, token);
    return response;
  }

  async function errorOf(response: Response, token?: string | null): Promise<ApiError> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await response.text());
    } catch {
      return new ApiError(response.status, null, 'unreadable', texts.unknown);
    }
    const detail = detailOf(parsed);
    const code = codeOf(parsed);
    if (code === SECOND_FACTOR_REQUIRED) {
      if (token) onSecondFactorRequired?.(token);
      return new ApiError(response.status, detail, 'detail', texts.secondFactorRequired, code);
    }
    return detail === null
      ? new ApiError(response.status, null, 'status', texts.status(response.status), code)
      : new ApiError(response.status, detail, 'detail', detail, code, fieldIssuesOf(parsed));
  }

  return {
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const response = await send(path, options);
      const text = await response.text();
      if (text === '') return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new ApiError(response.status, null, 'unreadable', texts.unknown);
      }
    },
    async requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
      const response = await send(path, options);
      return response.blob();
    },
  };
}
