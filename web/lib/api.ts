import { IDEMPOTENCY_HEADER } from "../../shared/api/contract";
import { fillPath, type CallArgs, type Endpoint, type ResponseOf } from "./endpoints";
import { accessToken, refreshAccessToken } from "./session";

export interface ApiIssue {
  path: string;
  message: string;
}

/** Any non-2xx answer of the API: its status, message and field issues ({message, issues?} body). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ApiIssue[] = [],
    /** Seconds the API asked to wait before trying again (Retry-After of a 429, a 503, a 409 still in progress). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
  /** The message of the issue on a body field, e.g. fieldIssue("email") for path "body.email". */
  fieldIssue(field: string): string | undefined {
    return this.issues.find((i) => i.path === `body.${field}` || i.path === field)?.message;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;
export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Public routes (login, signup) go without a token. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /**
   * The Idempotency-Key to send, when one request spans several calls of its caller (an import batch the
   * caller sends again after it got no answer): every call with the same key is the same request to the API.
   * Without it each call makes its own. Ignored on a GET.
   */
  idempotencyKey?: string;
}

export const API_BASE = "/api";

function url(path: string, query?: Query) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") qs.set(k, String(v));
  const s = qs.toString();
  return `${API_BASE}${path}${s ? `?${s}` : ""}`;
}

async function send(method: string, path: string, opts: RequestOptions, token: string | undefined, key: string | undefined) {
  return fetch(url(path, opts.query), {
    method,
    signal: opts.signal,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

/** Longest Retry-After the client waits out by itself before one more try; longer ones reach the user. */
const MAX_AUTO_WAIT_SECONDS = 5;
const retryAfterOf = (res: Response) => {
  const s = Number(res.headers.get("retry-after"));
  return Number.isFinite(s) && s > 0 ? s : undefined;
};
const pause = (seconds: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * One user action. A call that is not a GET carries an Idempotency-Key (the caller's, else made here, once) and
 * keeps it for every retry of the action (after a token refresh, after a lost answer, after a 503 or a "still
 * in progress" 409 with a short Retry-After): the API then does the work once and answers every try with the
 * same result.
 */
async function authorized(method: string, path: string, opts: RequestOptions) {
  const key = method === "GET" ? undefined : (opts.idempotencyKey ?? crypto.randomUUID());
  let token = opts.anonymous ? undefined : (accessToken() ?? (await refreshAccessToken()) ?? undefined);
  const once = async () => {
    let res = await send(method, path, opts, token, key);
    if (res.status === 401 && !opts.anonymous) {
      token = (await refreshAccessToken(token)) ?? undefined;
      if (token) res = await send(method, path, opts, token, key);
    }
    return res;
  };
  let res: Response;
  try {
    res = await once();
  } catch (e) {
    // The answer was lost (network): with a key the same call is safe to send again, once.
    if (!key || opts.signal?.aborted) throw e;
    res = await once();
  }
  const wait = retryAfterOf(res);
  if (key && (res.status === 503 || (res.status === 409 && wait)) && wait && wait <= MAX_AUTO_WAIT_SECONDS && !opts.signal?.aborted) {
    await pause(wait, opts.signal);
    res = await once();
  }
  return { res, text: await res.text() };
}

/** A text answer (a CSV export) as it came; non-2xx throws ApiError like request(). */
export async function requestText(path: string, opts: Omit<RequestOptions, "body"> = {}): Promise<string> {
  const { res, text } = await authorized("GET", path, opts);
  if (!res.ok) throw new ApiError(res.status, res.statusText || `HTTP ${res.status}`);
  return text;
}

/**
 * Call the API with the bearer token; when the access cookie is gone or the API answers 401, refresh once
 * silently and retry. Throws ApiError for every non-2xx answer; returns the parsed JSON (null when empty).
 */
export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const { res, text } = await authorized(method, path, opts);
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text };
  }
  if (!res.ok)
    throw new ApiError(res.status, body?.message || res.statusText || `HTTP ${res.status}`, Array.isArray(body?.issues) ? body.issues : [], retryAfterOf(res));
  return body as T;
}

/**
 * The typed client: call("GET /materials/{id}", { params: { id } }) checks the path parameters, query and body
 * against the route contract and returns the route's response type.
 */
export function call<E extends Endpoint>(endpoint: E, ...[opts]: CallArgs<E>): Promise<ResponseOf<E>> {
  const space = endpoint.indexOf(" ");
  const o = (opts ?? {}) as {
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
    anonymous?: boolean;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  return request<ResponseOf<E>>(endpoint.slice(0, space), fillPath(endpoint.slice(space + 1), o.params), o);
}
