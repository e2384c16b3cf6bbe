import { describe, expect, it } from 'vitest';
import { firstReadsBlock } from './pageFacts.ts';
import { PAGE_READS, SHELL_READS, firstReadUrls } from './startReads.ts';

describe('first reads (a page asks what it shows before its code is in)', () => {
  it('are the shell’s for every page, and the page’s own where it has them', () => {
    const shell = firstReadUrls(null);
    expect(shell).toHaveLength(SHELL_READS.length);
    expect(shell).toEqual(expect.arrayContaining(['/usermgmt?form=session', '/board?info=system', '/system_custom']));
    expect(firstReadUrls('vlan_mgmt')).toEqual(shell);
    expect(firstReadUrls('onu_allow')).toEqual([...shell, '/onutable?form=search&limit=4096']);
    // the status home's device card, alarms and additions too, so the device renders it after one round of reads
    expect(firstReadUrls('status')).toEqual([
      ...shell,
      '/board?info=summary',
      '/time?form=info',
      '/alarm?form=recent&limit=8',
      '/board?info=capabilities',
    ]);
  });

  it('are reads only: asking one ahead changes nothing on the device', () => {
    const reads = [...SHELL_READS, ...Object.values(PAGE_READS).flat()];
    for (const { route } of reads) expect(route.method, route.id).toBe('GET');
  });

  it('are written into the page as data no device text can close', () => {
    expect(firstReadsBlock(['/x?a=</script>'])).toBe(
      '<script type="application/json" id="olt-first-reads">["/x?a=\\u003c/script>"]</script>',
    );
  });
});
