import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { onuUpgradeStatus, type UpgradeRow } from '@olt/protocol';
import { ponDevice } from '../../test/ponDevice.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { UpgradeStatusPage } from './UpgradeStatusPage.tsx';

const base: UpgradeRow = {
  port_id: 1,
  onu_id: 3,
  onu_name: 'shop',
  macaddr: 'aa:bb:cc:00:00:03',
  status: 'Transferring',
  totallen: 2000,
  sendlen: 500,
  block: 0,
  upgrade_type: 'h440',
  phase: 'transfer',
  reason: '',
  version: 'V2.0',
};

signedInScreen();

describe('ONU upgrade status', () => {
  it('re-reads by itself while an ONU is upgrading and says when it is over', { timeout: 30_000 }, async () => {
    const d = ponDevice();
    let reads = 0;
    d.answer(onuUpgradeStatus, () => {
      reads += 1;
      return [
        reads === 1 ? base : { ...base, sendlen: 2000, phase: 'failed' as const, reason: 'offline mid-transfer' },
      ];
    });
    renderWithProviders(<UpgradeStatusPage title="ONU Upgrade Status" />);
    expect(await screen.findByText('Transferring')).toBeInTheDocument();
    expect(screen.getByLabelText('Upgrade progress of ONU01/03')).toHaveAttribute('aria-valuenow', '25');
    // no click: the running upgrade is polled
    expect(await screen.findByText('Upgrade failed', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Upgrade finished: 0 succeeded, 1 failed')).toBeInTheDocument();
  });
});
