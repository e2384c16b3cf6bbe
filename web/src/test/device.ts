import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as protocol from '@olt/protocol';
import { isRoute, type Envelope, type Route, type RouteData } from '@olt/protocol';

/**
 * The one fake OLT of the console's tests: an MSW server in front of `fetch` that answers by the protocol's own
 * endpoint definitions (method, path, selecting query values, body verb), so a test says
 * `device.answer(onuTable, rows)` instead of writing a fetch stub. Unknown requests answer like a device that does
 * not have the endpoint. The setup file starts the server and forgets every answer after each test.
 */
export const server = setupServer();

/** One request the console made, as the device saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** path and query, e.g. `/switch_port?form=vlan` */
  url: string;
  body: { method?: string; param?: Record<string, unknown> } | undefined;
  /** the body's `method` and `param`, for POSTs */
  verb?: string;
  param?: Record<string, unknown>;
  /** the parts of a multipart upload */
  form?: FormData;
  headers: Headers;
  signal: AbortSignal;
}

/** An answer: the envelope, or a ready response (a network failure, a header, a status, a file). */
type Reply = Envelope | Response;
type Answer = Reply | ((request: SeenRequest) => Reply | Promise<Reply>);

/** Every endpoint of the protocol, the most specific selection first (as the server's dispatcher picks). */
const ENDPOINTS: readonly Route[] = Object.values(protocol)
  .filter(isRoute)
  .sort((a, b) => Object.keys(b.select).length - Object.keys(a.select).length);
const SELECT_KEYS = ['form', 'info', 'type'];

/** The endpoints a request can be for, most specific first. */
export function endpointsOf(request: Pick<SeenRequest, 'method' | 'path' | 'query' | 'verb'>): Route[] {
  return ENDPOINTS.filter(
    (ep) =>
      ep.method === request.method &&
      ep.path === request.path &&
      Object.entries(ep.select).every(([k, v]) => request.query.get(k) === v) &&
      SELECT_KEYS.every((k) => k in ep.select || !request.query.has(k)) &&
      (ep.method === 'GET' || ep.verb === null || ep.verb === (request.verb ?? 'set')),
  );
}

export const ok = (data?: unknown): Envelope => ({
  code: 1,
  message: 'success',
  ...(data === undefined ? {} : { data }),
});

const toResponse = (reply: Reply): Response => (reply instanceof Response ? reply : HttpResponse.json(reply));

export interface FakeDevice {
  /** every request, in order */
  requests: SeenRequest[];
  /** answers `ep` with success and `data` (or what `data` makes of the request) */
  answer: <E extends Route>(ep: E, data: RouteData<E> | ((request: SeenRequest) => RouteData<E>)) => void;
  /** answers `ep` with an envelope or a response of the test's making: refusals, warnings, failures */
  reply: (ep: Route, answer: Answer) => void;
  /** serves a path outside the envelope (a logo, the running-configuration file) */
  file: (path: string, answer: Answer) => void;
  /** the requests made to one endpoint */
  sent: (ep: Route) => SeenRequest[];
}

async function readRequest(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  const isMultipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  const form = isMultipart ? await request.clone().formData() : undefined;
  const text = request.method === 'POST' && !isMultipart ? await request.clone().text() : '';
  let body: SeenRequest['body'];
  try {
    body = text ? (JSON.parse(text) as SeenRequest['body']) : undefined;
  } catch {
    body = undefined; // not JSON: the device refuses it
  }
  return {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    url: `${url.pathname}${url.search}`,
    body,
    verb: body?.method,
    param: body?.param,
    form,
    headers: request.headers,
    signal: request.signal,
  };
}

/** A fresh device with no answers; a kit (or the test) gives it the answers it needs. */
export function fakeDevice(): FakeDevice {
  const answers = new Map<Route, Answer>();
  const files = new Map<string, Answer>();
  const requests: SeenRequest[] = [];
  const run = async (answer: Answer, seen: SeenRequest) =>
    toResponse(typeof answer === 'function' ? await answer(seen) : answer);

  server.use(
    http.all('*', async ({ request }) => {
      const seen = await readRequest(request);
      requests.push(seen);
      const file = files.get(seen.path);
      if (file !== undefined) return run(file, seen);
      const candidates = endpointsOf(seen);
      const ep = candidates.find((c) => answers.has(c));
      const answer = ep && answers.get(ep);
      if (answer !== undefined) return run(answer, seen);
      if (candidates.length === 0) return new HttpResponse('Not Found', { status: 404 });
      return HttpResponse.json({ code: 2, message: `error: ${seen.method} ${seen.url} is not part of this fake` });
    }),
  );

  return {
    requests,
    answer: (ep, data) =>
      answers.set(
        ep,
        typeof data === 'function' ? (seen) => ok((data as (r: SeenRequest) => unknown)(seen)) : ok(data),
      ),
    reply: (ep, answer) => answers.set(ep, answer),
    file: (path, answer) => files.set(path, answer),
    sent: (ep) => requests.filter((r) => endpointsOf(r)[0] === ep || endpointsOf(r).includes(ep)),
  };
}
