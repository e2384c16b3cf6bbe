import { describe, expect, it } from 'vitest';
import { expectRefused, macWhere, makeOlt, tickUntil } from '../../../test/deviceKit.ts';

describe('rogue ONUs', () => {
  it('shows a rogue ONU as such when detection is automatic, and denies it with add_deny_flag', () => {
    const { olt } = makeOlt();
    const mac = macWhere((hw) => hw.rogue);
    olt.pon.setRogue(4, 1, 1);
    olt.onus.plugIn(4, mac);
    tickUntil(olt, () => olt.onus.denyList(4).some((d) => d.macaddr === mac), 60_000);
    expect(olt.onus.denyList(4).find((d) => d.macaddr === mac)?.reason).toBe('rogue ONU');
    expect(olt.alarms.list().some((a) => a.content.includes(`rogue ONU`) && a.content.includes(mac))).toBe(true);
  });

  it('lets a rogue ONU knock its neighbours off while detection is off, and finds it on demand in manual mode', () => {
    const { olt } = makeOlt();
    const mac = macWhere((hw) => hw.rogue);
    olt.pon.setRogue(4, 0, 0);
    olt.onus.plugIn(4, mac);
    const rogue = () => olt.onus.all().find((o) => o.mac === mac);
    tickUntil(olt, () => rogue()?.status === 'Online', 60_000);
    const before = olt.alarms.list().length;
    olt.simulation.tick(2 * 60 * 60_000);
    const losOnPon4 = olt.alarms
      .list()
      .slice(0, olt.alarms.list().length - before)
      .filter((a) => a.content.startsWith('ONU04/') && a.content.endsWith('offline: LOS'));
    expect(losOnPon4.length).toBeGreaterThan(2);
    expect(olt.alarms.list().some((a) => a.content.includes('rogue') && a.content.includes(mac))).toBe(false);

    expectRefused(olt, () => olt.ponGuard.detectNow(4), /manual rogue ONU mode/);
    olt.pon.setRogue(4, 2, 0);
    tickUntil(olt, () => rogue()?.status === 'Online', 60 * 60_000);
    olt.ponGuard.detectNow(4);
    expect(olt.alarms.list()[0]?.content).toMatch(new RegExp(`rogue ONU .*${mac}.* detected$`));
    expect(rogue()).toBeDefined();
  });
});
