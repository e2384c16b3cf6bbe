import { describe, expect, it } from 'vitest';
import { firstReadUrls } from '@olt/protocol/light';
import { fakeDevice } from '../../test/device.ts';
import { onuListQuery } from './onuList.ts';

describe('the ONU table’s first read', () => {
  it('is the one the device writes into the page, so the answer the entry asked ahead is taken', async () => {
    const device = fakeDevice();
    await onuListQuery.queryFn({ signal: new AbortController().signal }).catch(() => undefined);
    expect(device.requests).toHaveLength(1);
    expect(firstReadUrls('onu_allow')).toContain(device.requests[0]?.url);
  });
});
