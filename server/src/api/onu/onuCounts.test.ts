import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ONU_STATUSES,
  OnuTableRow,
  PonSummary,
  StatusSummary,
  addOnuCounts,
  countOnus,
  onuGroup,
  type OnuCounts,
} from '@olt/protocol';
import { forceStatuses } from '../../../test/deviceKit.ts';
import { openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
  // every status of spec §3 on PON 2, so every group has members
  forceStatuses(s.olt, 2, ONU_STATUSES);
});
afterEach(() => s.close());

const summary = async () => StatusSummary.parse((await s.read('/board?info=summary')).data);

describe('ONU counts: one definition for every view and the API', () => {
  it('has every status present on the device under test', async () => {
    const rows = z.array(OnuTableRow).parse((await s.read('/onutable')).data);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(ONU_STATUSES));
  });

  it('counts the same in the summary, SYS-13, the ONU table, each PON list and the server search', async () => {
    const sum = await summary();
    const rows = z.array(OnuTableRow).parse((await s.read('/onutable')).data);
    const pons = z.array(PonSummary).parse((await s.read('/board?info=pon')).data);

    // the device's total is its PONs' total and the ONU table's
    expect(sum.onus).toEqual(addOnuCounts(sum.pons));
    expect(sum.onus).toEqual(countOnus(rows.map((r) => r.status)));
    expect(sum.onus.registered).toBe(sum.onus.online + sum.onus.offline + sum.onus.unauthorised + sum.onus.other);
    for (const group of ['online', 'offline', 'unauthorised', 'other'] as const)
      expect(sum.onus[group]).toBeGreaterThan(0);

    for (const pon of sum.pons) {
      const own = countOnus(rows.filter((r) => r.port_id === pon.port_id).map((r) => r.status));
      const { port_id, status, ...counts } = pon;
      expect(counts, `PON ${port_id}`).toEqual(own);
      // ONU-01, the PON's own list
      const list = (await s.read<{ status: OnuTableRow['status'] }[]>(`/onu_allow_list?port_id=${port_id}`)).data ?? [];
      expect(countOnus(list.map((r) => r.status))).toEqual(own);
      // SYS-13 keeps the family's fields: online, and offline = registered − online
      const legacy = pons.find((p) => p.port_id === port_id);
      expect(legacy).toEqual({
        port_id,
        admin_status: 1,
        status,
        online: counts.online,
        offline: counts.registered - counts.online,
      });
    }

    // the server search by status adds up to the same groups
    const bySearch: OnuCounts = { registered: 0, online: 0, offline: 0, unauthorised: 0, other: 0 };
    for (const status of ONU_STATUSES) {
      const total =
        (await s.read<{ total: number }>(`/onutable?form=search&status=${encodeURIComponent(status)}`)).data?.total ??
        0;
      bySearch.registered += total;
      bySearch[onuGroup(status)] += total;
    }
    expect(bySearch).toEqual(sum.onus);
  });

  it('follows an ONU going down, and carries CPU and memory use', async () => {
    const before = await summary();
    const onu = s.olt.onus.list(3).find((o) => o.status === 'Online');
    await s.write('/onumgmt?form=config', 'set', { port_id: 3, onu_id: onu?.onu_id, flags: 0x1, fec_mode: 1 });
    const after = await summary();
    expect(after.onus.online).toBe(before.onus.online - 1);
    expect(after.onus.registered).toBe(before.onus.registered);
    expect(after.cpu.cpu_usage).toBeGreaterThanOrEqual(0);
  });

  it('needs a session', async () => {
    const answer = await s.app.inject({ method: 'GET', url: '/board?info=summary' });
    expect(answer.json<{ code: number }>().code).toBe(0);
  });
});
