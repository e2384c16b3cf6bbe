import { describe, expect, it } from 'vitest';
import { portOptions } from '../../components/portOptions.ts';
import { idRanges, idsOf, portNamesText, vlanListText } from './portText.ts';

// 8 PON, 4 GE, 2 XGE; GE03 and GE04 (ids 11, 12) form LAG 1
const ports = portOptions({ ponports: 8, geports: 4, xgeports: 2 }, [
  { port_id: 11, link_aggregation: 1 },
  { port_id: 12, link_aggregation: 1 },
]);

describe('port lists as names', () => {
  it('folds three or more consecutive ports of one kind into a range and keeps pairs apart', () => {
    expect(portNamesText(idsOf(' 1-8,9,13-14'), ports)).toBe('PON01–PON08, GE01, XGE01, XGE02');
    expect(portNamesText([2, 3], ports)).toBe('PON02, PON03');
  });

  it('never folds across kinds and names LAG members one by one with their group', () => {
    expect(portNamesText([7, 8, 9, 10], ports)).toBe('PON07, PON08, GE01, GE02');
    expect(portNamesText([9, 10, 11, 12, 13], ports)).toBe('GE01, GE02, GE03(LAG1), GE04(LAG1), XGE01');
  });

  it('shows ids while the port names are unknown, and reads a blank or malformed list as empty', () => {
    expect(portNamesText([1, 2, 3, 9], [])).toBe('1-3, 9');
    expect(idsOf(' ')).toEqual([]);
    expect(idsOf('1,x')).toEqual([]);
  });
});

describe('VLAN lists and ranges', () => {
  it('spaces a device VLAN list and folds its ranges', () => {
    expect(vlanListText('100,200,300,301,302')).toBe('100, 200, 300-302');
    expect(vlanListText(' ')).toBe('');
  });

  it('splits ticked VLAN ids into runs for the range endpoint', () => {
    expect(idRanges([300, 100, 101, 102, 4000])).toEqual([
      [100, 102],
      [300, 300],
      [4000, 4000],
    ]);
  });
});
