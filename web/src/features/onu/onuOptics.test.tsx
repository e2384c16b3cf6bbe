import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { onuOpticalHistory, onuVersions, ponOpticalDrift, type OpticalHistory, type OnuVersion } from '@olt/protocol';
import { fakeDevice } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { onuAt } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { searchQuery, rowMatches } from './onuFilters.ts';
import { OnuVersionTable } from './OnuVersionTable.tsx';
import { OpticalHistoryCard } from './OpticalHistoryCard.tsx';
import { PonDriftDrawer } from './PonDriftDrawer.tsx';

signedInScreen();

const NOW = 1_780_000_000;
const HISTORY: OpticalHistory = {
  port_id: 1,
  onu_id: 2,
  macaddr: '38:3a:21:aa:01:02',
  from: NOW - 86_400,
  to: NOW,
  period_seconds: 300,
  bucket_seconds: 300,
  baseline_dbm: -20,
  threshold_db: 3,
  weak_dbm: -27,
  drifting: 1,
  drift_since: NOW - 3_600,
  points: [
    { time: NOW - 7_200, rx_dbm: -20.1, rx_min_dbm: -20.3, tx_dbm: 2, temp_c: 40, bias_ma: 10 },
    { time: NOW - 3_600, rx_dbm: -24.2, rx_min_dbm: -24.9, tx_dbm: 2, temp_c: 40, bias_ma: 10 },
  ],
};

describe('optical history', () => {
  it('draws the ONU history with its drift state and the rule', async () => {
    const device = fakeDevice();
    device.answer(onuOpticalHistory, HISTORY);
    renderWithProviders(<OpticalHistoryCard portId={1} onuId={2} />);
    expect(await screen.findByRole('img', { name: 'Receive power of ONU01/02 over the last day' })).toBeInTheDocument();
    expect(screen.getByText(/^Drifting \(since/)).toBeInTheDocument();
    expect(screen.getByText(/more than 3 dB below the baseline, or below -27 dBm/)).toBeInTheDocument();
    expect(device.sent(onuOpticalHistory)[0]?.query.get('onu_id')).toBe('2');
  });

  it('says when there is no sample yet, and a stable ONU is stable', async () => {
    fakeDevice().answer(onuOpticalHistory, { ...HISTORY, drifting: 0, drift_since: 0, points: [] });
    renderWithProviders(<OpticalHistoryCard portId={1} onuId={2} />);
    expect(await screen.findByText('No optical samples yet')).toBeInTheDocument();
    expect(screen.getByText('Stable')).toBeInTheDocument();
  });

  it('asks the server for drifting ONUs only, and a live row that does not drift leaves the list', () => {
    const filters = { portId: 1, text: '', status: 'all', devType: 'all', regex: false, isDriftOnly: true } as const;
    expect(searchQuery(filters)).toMatchObject({ port_id: 1, drift: 1 });
    expect(rowMatches({ ...onuAt(1, 1, 'Online'), optical_drift: 0 }, filters)).toBe(false);
    expect(rowMatches({ ...onuAt(1, 1, 'Online'), optical_drift: 1 }, filters)).toBe(true);
  });
});

describe('ONU versions', () => {
  it('reads the versions of the whole PON in one request', async () => {
    const device = fakeDevice();
    const version = (onu_id: number): OnuVersion => ({
      port_id: 1,
      onu_id,
      onu_name: `ONU${onu_id}`,
      macaddr: `38:3a:21:aa:01:0${onu_id}`,
      onu_type: 'HGU-4GE-WIFI',
      dev_type: 'HGU',
      upgrade_type: 'HG-A',
      vendor: 'ACME',
      sn_model: `M-${onu_id}`,
      software_ver: `V1.0.${onu_id}`,
      onu_desc: '',
    });
    device.answer(onuVersions, [version(1), version(2), version(3)]);
    renderWithProviders(<OnuVersionTable rows={[1, 2, 3].map((id) => onuAt(1, id, 'Online'))} />);
    expect(await screen.findByText('V1.0.3')).toBeInTheDocument();
    await waitFor(() => expect(device.sent(onuVersions)).toHaveLength(1));
    expect(device.sent(onuVersions)[0]?.query.get('port_id')).toBe('1');
  });
});

describe('PON drops', () => {
  it('tells ONUs that dropped together on a splitter from one that dropped alone', async () => {
    const device = fakeDevice();
    const event = (onu_id: number, group: number, drop_db: number) => ({
      onu_id,
      onu_name: `flat-${onu_id}`,
      macaddr: `38:3a:21:aa:01:0${onu_id}`,
      start: NOW - 600 * group,
      end: 0,
      drop_db,
      min_rx_dbm: -25,
      group,
    });
    device.answer(ponOpticalDrift, {
      port_id: 1,
      from: NOW - 86_400,
      to: NOW,
      threshold_db: 3,
      events: [event(1, 1, 4.5), event(2, 1, 5.25), event(3, 2, 3.5)],
      groups: [
        { group: 1, start: NOW - 600, onu_ids: [1, 2], shared: 1, splitter_id: 7 },
        { group: 2, start: NOW - 1200, onu_ids: [3], shared: 0, splitter_id: 0 },
      ],
    });
    renderWithProviders(<PonDriftDrawer portId={1} portName="PON01" onClose={() => undefined} />);
    const together = (await screen.findByText('Dropped together')).closest('tr') as HTMLElement;
    expect(together).toHaveTextContent('Splitter 7');
    expect(together).toHaveTextContent('flat-1');
    expect(together).toHaveTextContent('flat-2');
    expect(together).toHaveTextContent('5.3 dB');
    const alone = screen.getByText('Dropped alone').closest('tr') as HTMLElement;
    expect(alone).toHaveTextContent('flat-3');
    expect(device.sent(ponOpticalDrift)[0]?.query.get('port_id')).toBe('1');
  });
});
