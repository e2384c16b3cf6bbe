import type { FastifyInstance } from 'fastify';

/** What a body that is not JSON answers, in the envelope (errorHandler.ts turns the error into it). */
export const BODY_NOT_JSON = 'error: the body is not JSON';
export const BODY_NOT_JSON_CODE = 'OLT_BODY_NOT_JSON';
const bodyNotJson = (): Error => Object.assign(new Error(BODY_NOT_JSON), { statusCode: 400, code: BODY_NOT_JSON_CODE });

/**
 * Reads the body of every API call as JSON whatever its Content-Type says: `application/json` with or without a
 * charset, `text/plain`, `application/x-www-form-urlencoded` or none, as scripts in the field send it (api.md §8.2).
 * An empty body is no body. Multipart keeps its own parser (uploads). Call it in the scope of the API routes only,
 * so that routes outside the envelope keep Fastify's own parsing.
 */
export function parseAnyBodyAsJson(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'ignore');
  scope.removeContentTypeParser(['application/json', 'text/plain']);
  scope.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    // a byte-order mark is what some Windows tools put in front of JSON text
    const text = String(body).replace(/^\uFEFF/, '');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(req, text, (err, json) => (err ? done(bodyNotJson(), undefined) : done(null, json)));
  });
}
