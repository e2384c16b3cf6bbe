import { describe, expect, it } from 'vitest';
import { makeOlt, expectRefused, onlineOnu, tickUntil } from '../../../test/deviceKit.ts';
import type { Device } from '../device.ts';
import type { Onu } from '../onus/onuStore.ts';

const MODEL = 'XE-H440W';
const IMAGE_BYTES = 256 * 1024;

/** A type, its image and the online ONUs of one model on one PON bound to it. */
function prepare(olt: Device, count: number): { portId: number; onus: Onu[] } {
  const portId = [1, 2, 3, 4, 5, 6, 7, 8].find(
    (p) => olt.onus.onPon(p).filter((o) => o.status === 'Online' && o.hw.sn_model === MODEL).length >= count,
  );
  if (portId === undefined) throw new Error(`no PON with ${count} ${MODEL} online`);
  const onus = olt.onus
    .onPon(portId)
    .filter((o) => o.status === 'Online' && o.hw.sn_model === MODEL)
    .slice(0, count);
  olt.firmware.addType('H440W-v4');
  olt.firmware.bind(
    portId,
    onus.map((o) => o.onuId),
    'H440W-v4',
  );
  olt.firmware.keepImage('H440W-v4', { model: MODEL, version: 'V4.0.1', payloadBytes: IMAGE_BYTES });
  return { portId, onus };
}

describe('ONU firmware upgrade', () => {
  it('goes through queue, transfer, flash write and restart, over minutes, and installs the version', () => {
    const { olt } = makeOlt();
    const { portId, onus } = prepare(olt, 5);
    olt.firmware.start(portId, 0, 'H440W-v4');
    olt.simulation.tick(1_000);
    const phases = () => olt.firmware.status(portId).map((r) => r.phase);
    // four transfer at a time; the others wait
    expect(phases().filter((p) => p === 'transfer')).toHaveLength(4);
    expect(phases().filter((p) => p === 'queued')).toHaveLength(1);
    olt.simulation.tick(2_000);
    const row = olt.firmware.status(portId)[0];
    expect(row).toMatchObject({
      totallen: IMAGE_BYTES,
      upgrade_type: 'H440W-v4',
      status: 'Transferring',
      version: 'V4.0.1',
    });
    expect(row?.sendlen).toBeGreaterThan(0);
    expect(row?.block).toBe(Math.floor((row?.sendlen ?? 0) / 1024));
    tickUntil(olt, () => phases().includes('write'), 60_000);
    tickUntil(olt, () => phases().includes('reboot'), 60_000);
    expect(onus.some((o) => o.status !== 'Online')).toBe(true);
    tickUntil(olt, () => phases().every((p) => p === 'done' || p === 'failed'), 15 * 60_000);
    const done = olt.firmware.status(portId).filter((r) => r.phase === 'done');
    expect(done.length).toBeGreaterThanOrEqual(4);
    for (const r of done) expect(olt.onus.detail(portId, r.onu_id).software_ver).toBe('V4.0.1');
    expect(olt.firmware.versions(portId).find((v) => v.onu_id === done[0]?.onu_id)).toMatchObject({
      software_ver: 'V4.0.1',
      upgrade_type: 'H440W-v4',
    });
    expect(olt.alarms.list().some((a) => a.content.includes('upgraded to V4.0.1'))).toBe(true);
  });

  it('fails an ONU that goes offline mid-transfer, and reports it, while the others go on', () => {
    const { olt } = makeOlt();
    const { portId, onus } = prepare(olt, 2);
    olt.firmware.start(portId, 0, 'H440W-v4');
    olt.simulation.tick(2_000);
    const [lost, kept] = onus as [Onu, Onu];
    olt.onus.configure(portId, lost.onuId, { flags: 0x200, txsupply_time: 600 });
    olt.simulation.tick(1_000);
    expect(olt.firmware.status(portId).find((r) => r.onu_id === lost.onuId)).toMatchObject({
      phase: 'failed',
      reason: 'the ONU went offline during the transfer',
      status: 'Upgrade Failed: the ONU went offline during the transfer',
    });
    expect(olt.firmware.status(portId).find((r) => r.onu_id === kept.onuId)?.phase).toBe('transfer');
    expect(olt.onuStats.alarmLines(portId, lost.onuId)[0]).toMatch(/upgrade failed: the ONU went offline/);
  });

  it('lists ONUs it cannot upgrade as failed at once, and keeps one image at a time per PON', () => {
    const { olt } = makeOlt();
    const { portId } = prepare(olt, 1);
    const other = onlineOnu(olt, (o) => o.hw.sn_model !== MODEL, portId);
    olt.firmware.bind(portId, [other.onuId], 'H440W-v4');
    olt.firmware.start(portId, 0, 'H440W-v4');
    expect(olt.firmware.status(portId).find((r) => r.onu_id === other.onuId)).toMatchObject({
      phase: 'failed',
      reason: `the image is for ${MODEL}`,
    });
    olt.firmware.keepImage('', { model: MODEL, version: 'V9', payloadBytes: 1024 });
    const single = onlineOnu(olt, (o) => o.hw.sn_model === MODEL && o.portId === portId);
    expectRefused(olt, () => olt.firmware.start(portId, single.onuId, ''), /one image at a time per PON/);
    expectRefused(olt, () => olt.firmware.deleteType('H440W-v4'), /wait until it ends/);
    expectRefused(
      olt,
      () => olt.firmware.keepImage('H440W-v4', { model: MODEL, version: 'x', payloadBytes: 1 }),
      /running/,
    );
  });

  it('refuses what cannot start, changing nothing', () => {
    const { olt } = makeOlt();
    const onu = onlineOnu(olt, (o) => o.hw.sn_model === MODEL);
    expectRefused(olt, () => olt.firmware.start(onu.portId, onu.onuId, ''), /no ONU image has been uploaded/);
    expectRefused(olt, () => olt.firmware.start(onu.portId, 0, ''), /needs an upgrade type/);
    expectRefused(olt, () => olt.firmware.start(onu.portId, 0, 'nothing'), /no upgrade type nothing/);
    olt.firmware.addType('T-1234');
    expectRefused(olt, () => olt.firmware.start(onu.portId, 0, 'T-1234'), /no image has been uploaded/);
    olt.firmware.keepImage('T-1234', { model: MODEL, version: 'V1', payloadBytes: 1024 });
    expectRefused(olt, () => olt.firmware.start(onu.portId, 0, 'T-1234'), /is bound to T-1234/);
    expectRefused(olt, () => olt.firmware.start(onu.portId, onu.onuId, 'T-1234'), /not bound to T-1234/);
    expectRefused(olt, () => olt.firmware.addType('T-1234'), /exists/);
    expectRefused(olt, () => olt.firmware.addType('no'), /4–32/);
    expectRefused(olt, () => olt.firmware.bind(onu.portId, [onu.onuId], 'other'), /no upgrade type other/);
    expectRefused(olt, () => olt.firmware.bind(onu.portId, [onu.onuId, onu.onuId], 'T-1234'), /twice/);
  });

  it('forgets its images when the device restarts, and fails what was under way', () => {
    const { olt } = makeOlt();
    const { portId } = prepare(olt, 1);
    olt.firmware.start(portId, 0, 'H440W-v4');
    olt.simulation.tick(1_000);
    olt.simulation.reboot();
    expect(olt.firmware.status(portId)[0]).toMatchObject({ phase: 'failed', reason: 'the OLT restarted' });
    expect(olt.firmware.imageList()).toEqual([]);
    expect(olt.firmware.typeList()).toEqual(['H440W-v4']);
  });
});
