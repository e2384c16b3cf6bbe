import { afterEach, describe, expect, it } from 'vitest';
import { boardSystemRoute, endpointUrl, firstReadUrls, pageReadsRoute, statusSummaryRoute } from '@olt/protocol/light';
import type { PageRead } from '@olt/protocol';
import { fakeDevice, ok, type FakeDevice } from '../test/device.ts';
import { call } from './apiClient.ts';
import { answerReadsWith } from './firstReads.ts';
import { askPageReads } from './pageReads.ts';
import { useSession } from './session.ts';

const SYSTEM = endpointUrl(boardSystemRoute);
const SUMMARY = endpointUrl(statusSummaryRoute);

afterEach(() => {
  answerReadsWith(null);
  useSession.getState().clear();
});

/** The device answers the home page's reads together, each URL with `answer`. */
const answerTogether = (device: FakeDevice, answer: (url: string) => PageRead['answer']) =>
  device.answer(pageReadsRoute, () => ({
    reads: firstReadUrls('status').map((url) => ({ url, answer: answer(url) })),
  }));

describe('a page’s first reads asked together (SYS-X2)', () => {
  it('are asked in one request with the session’s token, and each answer is taken once by the API client', async () => {
    const device = fakeDevice();
    answerTogether(device, (url) => ok(url === SYSTEM ? { product_name: 'EPON-OLT-16' } : {}));
    device.answer(boardSystemRoute, { product_name: 'asked alone' } as never);
    useSession.getState().signIn('token-1', 'root');
    void askPageReads('status', 'token-1');
    await expect(call(boardSystemRoute)).resolves.toMatchObject({ product_name: 'EPON-OLT-16' });
    expect(device.requests.map((r) => r.url)).toEqual([endpointUrl(pageReadsRoute, { page: 'status' })]);
    expect(device.requests[0]?.headers.get('X-Token')).toBe('token-1');
    // taken once: the next read goes to the device
    await expect(call(boardSystemRoute)).resolves.toMatchObject({ product_name: 'asked alone' });
    expect(device.sent(boardSystemRoute)).toHaveLength(1);
  });

  it('ask alone what the device did not answer together, and everything where it cannot answer together', async () => {
    const device = fakeDevice();
    answerTogether(device, (url) => (url === SUMMARY ? null : ok({})));
    device.answer(statusSummaryRoute, { total: 3 } as never);
    useSession.getState().signIn('token-1', 'root');
    void askPageReads('status', 'token-1');
    await expect(call(statusSummaryRoute)).resolves.toMatchObject({ total: 3 });
    expect(device.sent(statusSummaryRoute)).toHaveLength(1);

    // a device without the endpoint (an older one) answers it with an error
    const older = fakeDevice();
    older.answer(boardSystemRoute, { product_name: 'EPON-OLT-8' } as never);
    void askPageReads('status', 'token-1');
    await expect(call(boardSystemRoute)).resolves.toMatchObject({ product_name: 'EPON-OLT-8' });
    expect(older.sent(boardSystemRoute)).toHaveLength(1);
  });

  it('are given to no other session', async () => {
    const device = fakeDevice();
    answerTogether(device, () => ok({ product_name: 'for token-1' }));
    device.answer(boardSystemRoute, { product_name: 'for token-2' } as never);
    useSession.getState().signIn('token-1', 'root');
    void askPageReads('status', 'token-1');
    useSession.getState().signIn('token-2', 'root');
    await expect(call(boardSystemRoute)).resolves.toMatchObject({ product_name: 'for token-2' });
  });

  it('ask the device’s render of the page along where asked to, and give it back', async () => {
    const device = fakeDevice();
    device.answer(pageReadsRoute, () => ({
      reads: firstReadUrls('status').map((url) => ({ url, answer: ok({}) })),
      render: '<main data-page="status">home</main>',
    }));
    useSession.getState().signIn('token-1', 'root');
    await expect(askPageReads('status', 'token-1', { render: true })).resolves.toBe(
      '<main data-page="status">home</main>',
    );
    expect(device.requests.map((r) => r.url)).toEqual([endpointUrl(pageReadsRoute, { page: 'status', render: 1 })]);
    expect(device.requests[0]?.url).toContain('render=1');

    // a device that renders nothing (an older one, a page it does not render) answers the reads alone
    const older = fakeDevice();
    answerTogether(older, () => ok({}));
    await expect(askPageReads('status', 'token-1', { render: true })).resolves.toBeNull();
  });
});
