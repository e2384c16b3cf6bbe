import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addOnuCounts,
  alarmRecent,
  boardCapabilities,
  boardSummary,
  boardSystem,
  countOnus,
  getHostname,
  portlistInfo,
  timeInfo,
  trafficMonitorAll,
  type AlarmEntry,
  type PonCounts,
  type PortInfo,
  type SystemInfo,
} from '@olt/protocol';
import { fakeDevice as testDevice, ok } from '../../test/device.ts';
import { PON_POLL_MS } from '../../lib/ponSummary.ts';
import { onuAt as onuRow } from '../../test/samples.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { StatusPage } from './StatusPage.tsx';

const SYSTEM: SystemInfo = {
  product_name: 'EPON-OLT-04',
  sys_ver: 'V2.4.1',
  fw_ver: 'V2.4.1_build7',
  hw_ver: 'V1.2',
  bl_ver: 'V1.0',
  macaddr: '38:3a:21:37:79:b0',
  sn: 'SIM0000108',
  device_type: 1,
  ponports: 2,
  geports: 2,
  xgeports: 1,
  vendor: 'Neutral',
  build_time: '2024/03/02 10:00:00',
  size: 32,
  lic_available: 20,
  lic_total: 0,
};

const port = (port_id: number, change: Partial<PortInfo> = {}): PortInfo => ({
  port_id,
  admin_status: 1,
  link_status: 1,
  auto_neg: 1,
  speed: port_id === 5 ? '10000M' : '1000M',
  duplex: 1,
  flow_ctrl: 0,
  mtu: 1500,
  media: port_id === 5 ? 'fiber' : 'copper',
  pvid: 1,
  port_desc: '',
  erate: 0,
  irate: 0,
  link_aggregation: 0,
  ...change,
});

/** The fake device answering the status home's reads; tests change the answers and count the reads. */
function fakeDevice() {
  const base = testDevice();
  const device = {
    /** PON link states; the counts follow from `onus` by the protocol's definition, as the server counts */
    ponStatus: { 1: 1, 2: 0 } as Record<number, 0 | 1>,
    ports: [
      port(1, { port_desc: 'Building A' }),
      port(2),
      port(3),
      port(4, { link_status: 0, link_aggregation: 1 }),
      port(5),
    ],
    onus: [
      onuRow(1, 1, 'Online'),
      onuRow(1, 2, 'Online'),
      onuRow(1, 3, 'Offline'),
      onuRow(1, 4, 'Unauth'),
      onuRow(2, 1, 'Register'),
    ],
    cpu: { cpu_usage: 81, memory_usage: 40 },
    /** the summary answers once this settles: a test holds it to see the page before the counts */
    summaryGate: Promise.resolve() as Promise<unknown>,
    alarms: [
      { alarm_id: 1, level: 0, content: 'PON02 los', time: '2026/01/02 03:04:05' },
      { alarm_id: 2, level: 3, content: 'ONU01/01 (aa:bb:cc:00:01:01) online', time: '2026/01/02 03:04:00' },
    ] as AlarmEntry[],
    get reads(): string[] {
      return base.requests.map((r) => `${r.path}?${r.query.toString()}`);
    },
  };
  base.answer(boardSystem, SYSTEM);
  base.reply(boardSummary, async () => {
    await device.summaryGate;
    const pons: PonCounts[] = [1, 2].map((port_id) => ({
      port_id,
      status: device.ponStatus[port_id] ?? 0,
      ...countOnus(device.onus.filter((o) => o.port_id === port_id).map((o) => o.status)),
    }));
    return ok({ onus: addOnuCounts(pons), pons, cpu: device.cpu });
  });
  base.answer(getHostname, { hostname: 'olt-lab-1' });
  base.answer(portlistInfo, () => device.ports);
  base.answer(timeInfo, { time_now: [2026, 1, 2, 3, 4, 5], uptime: [2, 3, 4, 5], timezone: 0 });
  base.answer(
    trafficMonitorAll,
    [3, 4, 5].map((port_id) => ({ port_id, samples: [{ time_ms: 1_000, inbound_bps: 1e6, outbound_bps: 2e5 }] })),
  );
  base.answer(alarmRecent, () => device.alarms);
  return Object.assign(device, { base });
}

const renderStatus = () => renderWithProviders(<StatusPage title="Status" />, { at: '/main' });

const ponTile = (name: string) => screen.getByRole('link', { name: `Open the ONU list of ${name}` });

signedInScreen();

describe('status home', { timeout: 60_000 }, () => {
  it('explains, without asking, the alarms and traffic a device in front of which it runs does not offer', async () => {
    const { base } = fakeDevice();
    base.answer(boardCapabilities, {
      device: 'forwarded',
      additions: { 'SYS-X1': 'computed', 'ALM-X1': 'unavailable', 'MON-01': 'unavailable' },
    });
    renderStatus();
    expect(await screen.findByText(/pushes no alarm summary/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(/offers no traffic charts/)).toBeInTheDocument();
    expect(base.sent(trafficMonitorAll)).toHaveLength(0);
    expect(screen.queryByText('PON02 los')).not.toBeInTheDocument();
  });

  it('shows each PON with its online / total count and links it to that PON’s ONU list', async () => {
    fakeDevice();
    renderStatus();
    const pon1 = await screen.findByRole('link', { name: 'Open the ONU list of PON01' }, { timeout: 10_000 });
    expect(pon1.getAttribute('href')).toBe('/onu_allow?port_id=1');
    // the tile is drawn before the summary answers; its counts come with the answer
    expect((await within(pon1).findByTestId('pon-online')).textContent).toBe('2');
    expect(within(pon1).getByTestId('pon-total').textContent).toBe('/ 4');
    expect(within(pon1).getByText('Building A')).toBeInTheDocument();
    expect(within(pon1).getByText('Up')).toBeInTheDocument();
    const pon2 = ponTile('PON02');
    expect(pon2.getAttribute('href')).toBe('/onu_allow?port_id=2');
    expect(within(pon2).getByTestId('pon-total').textContent).toBe('/ 1');
    expect(within(pon2).getByText('Down')).toBeInTheDocument();
  });

  it('draws every port tile before the summary answers, and only fills in their figures when it does', async () => {
    const device = fakeDevice();
    let release = () => {};
    device.summaryGate = new Promise<void>((resolve) => (release = resolve));
    renderStatus();
    const pon2 = await screen.findByRole('link', { name: 'Open the ONU list of PON02' });
    expect(pon2).toHaveAttribute('aria-busy', 'true');
    expect(within(pon2).queryByTestId('pon-online')).toBeNull();
    expect(screen.queryByTestId('registered-total')).toBeNull();
    const tiles = () => [...document.querySelectorAll('.olt-status-tile[data-port]')];
    // two PONs, two GE and one XGE uplink, from the port counts alone
    await waitFor(() => expect(tiles()).toHaveLength(5));
    const before = tiles();
    release();
    expect((await within(pon2).findByTestId('pon-online')).textContent).toBe('0');
    expect(pon2).not.toHaveAttribute('aria-busy');
    expect(within(pon2).getByText('Down')).toBeInTheDocument();
    // the same elements, not new ones
    expect(tiles()).toEqual(before);
  });

  it('sums every count over every PON from the summary, the same figures as the ONU card', async () => {
    fakeDevice();
    renderStatus();
    expect((await screen.findByTestId('registered-total')).textContent).toBe('5');
    expect(screen.getByTestId('online-total').textContent).toBe('2');
    expect(screen.getByTestId('offline-total').textContent).toBe('1');
    expect(screen.getByTestId('unauthorised-total').textContent).toBe('1');
    expect(screen.getByTestId('other-total').textContent).toBe('1');
    expect(screen.getByText('1 of 2 PON ports up')).toBeInTheDocument();
  });

  it('breaks the ONUs down by status group', async () => {
    fakeDevice();
    renderStatus();
    await waitFor(() => expect(screen.getByTestId('onu-total').textContent).toBe('5'));
    const row = (group: string) => document.querySelector(`.olt-status-card [data-group="${group}"]`) as HTMLElement;
    expect(within(row('online')).getByText('2')).toBeInTheDocument();
    expect(within(row('offline')).getByText('1')).toBeInTheDocument();
    expect(within(row('unauthorised')).getByText('1')).toBeInTheDocument();
    expect(within(row('other')).getByText('1')).toBeInTheDocument();
    expect(within(row('online')).getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ONU status breakdown' })).toBeInTheDocument();
  });

  it('describes the device and marks a CPU at 70 % or more as high', async () => {
    fakeDevice();
    renderStatus();
    expect(await screen.findByText('EPON-OLT-04')).toBeInTheDocument();
    expect(await screen.findByText('olt-lab-1')).toBeInTheDocument();
    expect(screen.getByText('SIM0000108')).toBeInTheDocument();
    expect(await screen.findByText(/^2 d 3 h 4 min [5-9] s$/)).toBeInTheDocument();
    expect(await screen.findByText('81%')).toBeInTheDocument();
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.getByText('Normal')).toBeInTheDocument();
  });

  it('lists the uplinks with state, speed and LAG, each leading to its port settings', async () => {
    fakeDevice();
    renderStatus();
    const ge1 = await screen.findByRole('link', { name: 'Open the port settings of GE01' });
    expect(ge1.getAttribute('href')).toBe('/advanced_setting/port_info?port_id=3');
    // drawn from the port counts first, filled in by the port list
    await waitFor(() => expect(ge1).not.toHaveAttribute('aria-busy'));
    expect(within(ge1).getByText('1G')).toBeInTheDocument();
    const ge2 = screen.getByRole('link', { name: 'Open the port settings of GE02' });
    expect(within(ge2).getByText('LAG 1')).toBeInTheDocument();
    expect(within(ge2).getAllByText('Down').length).toBeGreaterThan(0);
    const xge = screen.getByRole('link', { name: 'Open the port settings of XGE01' });
    expect(within(xge).getByText('10G')).toBeInTheDocument();
    expect(within(xge).getByText('Fibre')).toBeInTheDocument();
  });

  it('draws the uplink traffic and shows the newest rates', async () => {
    fakeDevice();
    renderStatus();
    // the chart's code loads after the page's first paint
    // (by its label: a role query over the whole status page is slow in jsdom on a busy machine)
    const chart = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>(
          '[role="img"][aria-label*="All uplinks over the last 30 minutes"]',
        );
        if (!found) throw new Error('no traffic chart yet');
        return found;
      },
      { timeout: 20_000 },
    );
    // three uplinks at 1 Mbps in and 200 kbps out each (the rates come with the traffic read, after the paint)
    await waitFor(() => expect(screen.getByTestId('rate-inbound').textContent).toBe('3.00 Mbps'));
    expect(screen.getByTestId('rate-outbound').textContent).toBe('600 kbps');
    // the chart itself was drawn (SVG), with the rates on its axis
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  });

  it('shows one uplink’s traffic when the operator picks it', async () => {
    fakeDevice();
    renderStatus();
    const choice = await screen.findByRole('group', { name: 'Uplink whose traffic is shown' });
    const all = within(choice).getByRole('button', { name: 'All uplinks' });
    const ge1 = await within(choice).findByRole('button', { name: 'GE01' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(ge1);
    expect(ge1).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    // one uplink at 1 Mbps in and 200 kbps out
    await waitFor(() => expect(screen.getByTestId('rate-inbound').textContent).toBe('1.00 Mbps'), { timeout: 20_000 });
    expect(screen.getByTestId('rate-outbound').textContent).toBe('200 kbps');
  });

  it('lists the latest alarms by level and links to the alarm page', async () => {
    fakeDevice();
    renderStatus();
    expect(await screen.findByText('PON02 los')).toBeInTheDocument();
    expect(screen.getByText('Critical')).toBeInTheDocument();
    expect(screen.getByText('Event')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All alarms' }).getAttribute('href')).toBe('/advanced_setting/alarm');
  });

  it('says the latest alarms in the console’s language, as the pop-ups do', async () => {
    fakeDevice();
    renderWithProviders(<StatusPage title="状态" />, { at: '/main', lang: 'zh' });
    expect(await screen.findByText('ONU01/01（aa:bb:cc:00:01:01）上线')).toBeInTheDocument();
    expect(screen.getByText('紧急')).toBeInTheDocument();
    expect(screen.getByText('事件')).toBeInTheDocument();
  });

  it('asks for what it shows in few reads: one summary, never the ONU table or the PON list, traffic after the paint', async () => {
    const device = fakeDevice();
    renderStatus();
    await screen.findByTestId('registered-total');
    await waitFor(() => expect(device.reads).toContain('/switch_port?form=statistic_monitor_all'));
    const reads = device.reads;
    expect(reads.filter((r) => r === '/board?info=summary')).toHaveLength(1);
    expect(reads.some((r) => r.startsWith('/onutable') || r.startsWith('/onu_allow_list'))).toBe(false);
    expect(reads.some((r) => r === '/board?info=pon' || r === '/board?info=cpu')).toBe(false);
    // the traffic history is asked for after the summary, never before the page could paint
    const trafficAt = reads.indexOf('/switch_port?form=statistic_monitor_all');
    expect(trafficAt).toBeGreaterThan(reads.indexOf('/board?info=summary'));
  });

  it('polls the summary once per 5 s and shows what changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const device = fakeDevice();
      renderStatus();
      await waitFor(() => expect(screen.getByTestId('online-total').textContent).toBe('2'));
      const summaryReads = () => device.reads.filter((r) => r === '/board?info=summary').length;
      const first = summaryReads();
      device.onus = device.onus.map((o) => (o.port_id === 1 && o.onu_id === 1 ? { ...o, status: 'Offline' } : o));
      await act(() => vi.advanceTimersByTimeAsync(PON_POLL_MS));
      await waitFor(() => expect(screen.getByTestId('online-total').textContent).toBe('1'));
      expect(screen.getByTestId('offline-total').textContent).toBe('2');
      expect(summaryReads()).toBe(first + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
