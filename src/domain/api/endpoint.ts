/**
 * Typed endpoints: an API path that also tells the type checker, per HTTP method, what a call sends
 * and what it answers. At run time an endpoint is nothing but its path string, so the server's
 * routes, the tests and the mock handlers keep reading it as a string; only `call` and `callForFile`
 * (src/lib/api) look at the types it carries.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One method of a path: `payload` is what the caller hands over (the query of a GET, the body of a
 * write), `query` what a write carries in its URL besides, `response` what a success answers.
 */
export type Exchange = { payload: unknown; query: unknown; response: unknown };

/** The methods a path answers to; an endpoint states one or more of them. */
export type Exchanges = { [Method in HttpMethod]?: Exchange };

export type Get<Response, Query = undefined> = {
  GET: { payload: Query; query: undefined; response: Response };
};
export type Post<Body, Response, Query = undefined> = {
  POST: { payload: Body; query: Query; response: Response };
};
export type Put<Body, Response> = { PUT: { payload: Body; query: undefined; response: Response } };
export type Delete<Response> = {
  DELETE: { payload: undefined; query: undefined; response: Response };
};

/** What an answer without a body (204) reads as. */
export type NoContent = Record<string, never>;

/** What a file download answers: the bytes, read by `callForFile` rather than as JSON. */
export type FileResponse = Blob;

declare const exchanges: unique symbol;

/** A path string carrying, for the type checker alone, the exchanges of its methods. */
export type Endpoint<Methods extends Exchanges> = string & { readonly [exchanges]: Methods };

/** Declares a path with its types: `endpoint<Get<Claim, ClaimQuery>>('/api/claim/v1/getclaim/')`. */
export function endpoint<Methods extends Exchanges>(path: string): Endpoint<Methods> {
  return path as Endpoint<Methods>;
}

/** A path without declared types: anything that is not an endpoint. */
export type UntypedPath = string & { readonly [exchanges]?: never };
