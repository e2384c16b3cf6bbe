import { CODE, firstReadUrls, pageReads } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import { SerializedData } from '../http/serializedData.ts';

/** A GET answered by the device's own routes, as if `client` (by default the device itself) had sent it with `token`. */
export type ReadAs = (
  url: string,
  token: string,
  client?: string,
) => Promise<{ statusCode: number; contentType: string; payload: string }>;

/**
 * SYS-X2: a page's first reads in one request (protocol startReads.ts `pageReadsRoute`). Each read goes through its
 * own route, session check, permission and validation included, from the client that asked; what a route answered
 * is written into the answer as its text, unparsed. A read that answered no JSON envelope is null, and the console
 * asks it alone.
 */
export function pageReadsRoutes(readAs: ReadAs): RouteDef[] {
  return [
    route(pageReads, async ({ query, token, req }) => {
      const urls = firstReadUrls(query.page);
      const answers = await Promise.all(urls.map((url) => readAs(url, token, req.ip)));
      const reads = urls.map((url, i) => {
        const answer = answers[i];
        const isEnvelope = answer?.statusCode === 200 && answer.contentType.startsWith('application/json');
        return `{"url":${JSON.stringify(url)},"answer":${isEnvelope ? answer.payload : 'null'}}`;
      });
      return new SerializedData(
        Buffer.from(`{"code":${CODE.ok},"message":"success","data":{"reads":[${reads.join(',')}]}}`),
      );
    }),
  ];
}
