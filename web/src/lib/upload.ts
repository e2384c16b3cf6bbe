import { CODE, type Envelope } from '@olt/protocol/light';
import { NetworkError, sessionEnded } from './apiClient.ts';
import { useSession } from './session.ts';

// apart from the API client, which the login page loads: only a few console screens upload

/** Bytes of a file sent so far, as the browser reports them. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * Multipart upload with one part named `file` and no time-out (spec §7). With `onProgress` it goes through
 * XMLHttpRequest, the one browser API that reports the bytes of a request body as they leave.
 */
export async function upload(
  url: string,
  file: Blob,
  fileName: string,
  onProgress?: UploadProgress,
): Promise<Envelope<unknown>> {
  const form = new FormData();
  form.append('file', file, fileName);
  const token = useSession.getState().token ?? 'null';
  const envelope = onProgress
    ? await sendWithProgress(url, form, token, onProgress)
    : await sendByFetch(url, form, token);
  if (envelope.code === CODE.illegal || envelope.code === CODE.timeout) sessionEnded(envelope.code, envelope.message);
  return envelope;
}

async function sendByFetch(url: string, form: FormData, token: string): Promise<Envelope<unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'X-Token': token }, body: form });
  if (!res.ok) throw new NetworkError(false);
  return (await res.json()) as Envelope<unknown>;
}

function sendWithProgress(
  url: string,
  form: FormData,
  token: string,
  onProgress: UploadProgress,
): Promise<Envelope<unknown>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new NetworkError(false));
      try {
        resolve(JSON.parse(xhr.responseText) as Envelope<unknown>);
      } catch {
        reject(new NetworkError(false));
      }
    };
    xhr.onerror = () => reject(new NetworkError(false));
    xhr.send(form);
  });
}
