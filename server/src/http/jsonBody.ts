import type { FastifyInstance } from 'fastify';

/** What a body that is not JSON answers, in the envelope (errorHandler.ts turns the error into it). */
export const BODY_NOT_JSON = 'error: the body is not JSON';
export const BODY_NOT_JSON_CODE = 'OLT_BODY_NOT_JSON';
const bodyNotJson = (): Error => Object.assign(new Error(BODY_NOT_JSON), { statusCode: 400, code: BODY_NOT_JSON_CODE });

/** Objects and arrays nested deeper than this are refused: no endpoint's body comes near it. */
export const BODY_MAX_DEPTH = 32;
export const BODY_TOO_DEEP = `error: the body is nested too deeply (at most ${BODY_MAX_DEPTH} levels)`;
export const BODY_TOO_DEEP_CODE = 'OLT_BODY_TOO_DEEP';
const bodyTooDeep = (): Error => Object.assign(new Error(BODY_TOO_DEEP), { statusCode: 400, code: BODY_TOO_DEEP_CODE });

/**
 * Whether JSON text nests objects and arrays deeper than `max`, read in one pass over the text without parsing it
 * (brackets inside strings do not count), so a deep body costs no more than a flat one of its size.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isInString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) isInString = false;
    } else if (c === 0x22) {
      isInString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * Reads the body of every API call as JSON whatever its Content-Type says: `application/json` with or without a
 * charset, `text/plain`, `application/x-www-form-urlencoded` or none, as scripts in the field send it (api.md §8.2).
 * An empty body is no body; one nested deeper than BODY_MAX_DEPTH is refused. Multipart keeps its own parser (uploads). Call it in the scope of the API routes only,
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
    // refused before it is parsed, so no handler, no audit and no serializer ever walks a deep value
    if (nestsDeeperThan(text, BODY_MAX_DEPTH)) {
      done(bodyTooDeep(), undefined);
      return;
    }
    void parseJson(req, text, (err, json) => (err ? done(bodyNotJson(), undefined) : done(null, json)));
  });
}
