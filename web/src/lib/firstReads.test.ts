import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { FIRST_READS_ID, boardSystemRoute, endpointUrl, firstReadUrls } from '@olt/protocol/light';
import { fakeDevice } from '../test/device.ts';
import { call } from './apiClient.ts';
import { prefetchShellReads } from './deviceQueries.ts';
import { askFirstReads, takeFirstRead, urlsWrittenInPage } from './firstReads.ts';
import { SESSION_KEYS } from './sessionKeys.ts';
import { useSession } from './session.ts';
import { statusSummaryQuery } from './statusSummary.ts';

const SYSTEM = endpointUrl(boardSystemRoute);

afterEach(() => {
  document.getElementById(FIRST_READS_ID)?.remove();
  vi.useRealTimers();
  // answers asked in a test and never taken must not reach the next one
  void takeFirstRead(SYSTEM, 'token-1');
  useSession.getState().clear();
});

describe('the first reads the entry asks ahead', () => {
  it('are asked with the session’s token, and taken once by the API client instead of asking again', async () => {
    const device = fakeDevice();
    device.answer(boardSystemRoute, { product_name: 'EPON-OLT' } as never);
    useSession.getState().signIn('token-1', 'root');
    askFirstReads([SYSTEM]);
    expect(device.requests).toHaveLength(0); // asked, not yet seen: the fake answers asynchronously
    await expect(call(boardSystemRoute)).resolves.toMatchObject({ product_name: 'EPON-OLT' });
    expect(device.sent(boardSystemRoute)).toHaveLength(1);
    expect(device.sent(boardSystemRoute)[0]?.headers.get('X-Token')).toBe('token-1');
    // taken once: the next read goes to the device
    await call(boardSystemRoute);
    expect(device.sent(boardSystemRoute)).toHaveLength(2);
  });

  it('are not asked without a session, nor taken by another session or once they are old', () => {
    const device = fakeDevice();
    device.answer(boardSystemRoute, { product_name: 'EPON-OLT' } as never);
    askFirstReads([SYSTEM]);
    expect(takeFirstRead(SYSTEM, 'token-1')).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.token, 'token-1');
    askFirstReads([SYSTEM]);
    expect(takeFirstRead(SYSTEM, 'token-2')).toBeNull();
    vi.useFakeTimers({ toFake: ['performance'] });
    askFirstReads([SYSTEM]);
    vi.advanceTimersByTime(60_000);
    expect(takeFirstRead(SYSTEM, 'token-1')).toBeNull();
  });

  it('are read from the data the device wrote into the page, and nothing else', () => {
    expect(urlsWrittenInPage()).toEqual([]);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_READS_ID;
    block.textContent = JSON.stringify(['/board?info=system', 'https://elsewhere.example/x', 7]);
    document.head.append(block);
    expect(urlsWrittenInPage()).toEqual(['/board?info=system']);
    block.textContent = '{not json';
    expect(urlsWrittenInPage()).toEqual([]);
  });

  it('are all asked by the console’s shell but the session’s, which its guard asks', async () => {
    const device = fakeDevice();
    useSession.getState().signIn('token-1', 'root');
    void prefetchShellReads(new QueryClient());
    const shell = firstReadUrls(null).filter((url) => url !== '/usermgmt?form=session');
    await vi.waitFor(() => expect(device.requests.length).toBe(shell.length));
    expect(device.requests.map((r) => r.url).sort()).toEqual([...shell].sort());
  });

  it('are the very reads the console starts with, so that each answer is taken', async () => {
    const device = fakeDevice();
    useSession.getState().signIn('token-1', 'root');
    void prefetchShellReads(new QueryClient());
    await vi.waitFor(() => expect(device.requests.length).toBeGreaterThanOrEqual(5));
    const shell = firstReadUrls(null);
    for (const request of device.requests) expect(shell).toContain(request.url);
    // the session read is AuthGuard's (app/AuthGuard.tsx), the pages' their registrations' (features/*/pages.ts;
    // the ONU list's in features/onu/onuList.test.ts)
    expect(shell).toContain('/usermgmt?form=session');
    const before = device.requests.length;
    await statusSummaryQuery.queryFn().catch(() => undefined);
    expect(firstReadUrls('status')).toContain(device.requests[before]?.url);
  });
});
