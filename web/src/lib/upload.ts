import { CODE, type Envelope } from '@olt/protocol/light';
import { NetworkError, sessionEnded } from './apiClient.ts';
import { useSession } from './session.ts';

// apart from the API client, which the login page loads: only a few console screens upload

/** Multipart upload with one part named `file` and no time-out (spec §7). */
export async function upload(url: string, file: Blob, fileName: string): Promise<Envelope<unknown>> {
  const form = new FormData();
  form.append('file', file, fileName);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'X-Token': useSession.getState().token ?? 'null' },
    body: form,
  });
  if (!res.ok) throw new NetworkError(false);
  const envelope = (await res.json()) as Envelope<unknown>;
  if (envelope.code === CODE.illegal || envelope.code === CODE.timeout) sessionEnded(envelope.code, envelope.message);
  return envelope;
}
