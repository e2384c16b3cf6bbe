import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boardSystem, onuResource, portlistInfo } from '@olt/protocol';
import { SESSION_KEYS } from '../lib/session.ts';
import { fakeDevice, ok } from '../test/device.ts';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { PageHeader } from './PageHeader.tsx';
import { usePortSelection } from './usePortSelection.ts';

const SYSTEM = {
  product_name: 'E04',
  sys_ver: 'v',
  fw_ver: 'v',
  hw_ver: 'v',
  bl_ver: 'v',
  macaddr: '38:3a:21:f0:01:b0',
  sn: 'sn',
  device_type: 1,
  ponports: 4,
  geports: 2,
  vendor: 'x',
  build_time: '2024/01/01 00:00:00',
  size: 32,
  lic_available: 0,
  lic_total: 0,
};
/** ONU ids per PON port as the device's range strings; port 3 has none. */
const RESOURCES: Record<number, string> = { 1: '1,4-6', 2: '2-3,9', 3: ' ', 4: '5,7' };

const resourceCalls: number[] = [];
/** The fake device answering the port and ONU pickers: the ONU ids of each PON (PON-08) are counted as read. */
function stubDevice() {
  const device = fakeDevice();
  device.reply(boardSystem, ok(SYSTEM));
  device.answer(portlistInfo, []);
  device.answer(onuResource, ({ query }) => {
    const port = Number(query.get('port_id'));
    resourceCalls.push(port);
    return { port_id: port, resource: RESOURCES[port] ?? '' };
  });
}

function Page() {
  const selection = usePortSelection({ portType: 'pon', withOnu: true });
  return (
    <>
      <PageHeader title="ONU basic info" selection={selection} actions={<button>Refresh</button>} />
      <output aria-label="selection">{`${selection.portId}/${selection.onuId ?? '-'}`}</output>
    </>
  );
}

const renderPage = (url = '/onu_basic_info') => renderWithProviders(<Page />, { at: url });
const selected = () => screen.getByLabelText('selection').textContent;

afterEach(() => {
  resourceCalls.length = 0;
});

describe('PageHeader with port and ONU selectors', () => {
  it('starts on port 1 and its first ONU when nothing is stored, and stores the choice', async () => {
    stubDevice();
    renderPage();
    await waitFor(() => expect(selected()).toBe('1/1'));
    expect(screen.getByRole('heading', { name: 'ONU basic info' })).toBeInTheDocument();
    expect(screen.getByText('PON01')).toBeInTheDocument();
    expect(screen.getByText('ONU01/01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.portId)).toBe('1');
    expect(sessionStorage.getItem(SESSION_KEYS.onuId)).toBe('1');
  });

  it('keeps the stored port and ONU when the ONU is in the list', async () => {
    stubDevice();
    sessionStorage.setItem(SESSION_KEYS.portId, '2');
    sessionStorage.setItem(SESSION_KEYS.onuId, '9');
    renderPage();
    await waitFor(() => expect(selected()).toBe('2/9'));
    expect(screen.getByText('ONU02/09')).toBeInTheDocument();
    expect(resourceCalls).toEqual([2]);
  });

  it('falls back to the first ONU when the stored one is not on the port', async () => {
    stubDevice();
    sessionStorage.setItem(SESSION_KEYS.portId, '1');
    sessionStorage.setItem(SESSION_KEYS.onuId, '3');
    renderPage();
    await waitFor(() => expect(selected()).toBe('1/1'));
    expect(sessionStorage.getItem(SESSION_KEYS.onuId)).toBe('1');
  });

  it('lets port_id and onu_id in the query string win over the stored ones', async () => {
    stubDevice();
    sessionStorage.setItem(SESSION_KEYS.portId, '1');
    sessionStorage.setItem(SESSION_KEYS.onuId, '4');
    renderPage('/onu_basic_info?port_id=2&onu_id=3');
    await waitFor(() => expect(selected()).toBe('2/3'));
    expect(sessionStorage.getItem(SESSION_KEYS.portId)).toBe('2');
    expect(sessionStorage.getItem(SESSION_KEYS.onuId)).toBe('3');
  });

  it('says "No more data" in red when the port has no ONU', async () => {
    stubDevice();
    sessionStorage.setItem(SESSION_KEYS.portId, '3');
    renderPage();
    const message = await screen.findByText('No more data…');
    expect(message.className).toContain('danger');
    expect(selected()).toBe('3/-');
  });

  it('keeps the ONU across a port change when the new port has it, else takes the first', async () => {
    const user = userEvent.setup();
    stubDevice();
    sessionStorage.setItem(SESSION_KEYS.onuId, '5');
    renderPage();
    await waitFor(() => expect(selected()).toBe('1/5'));
    await user.click(screen.getByRole('combobox', { name: 'Port' }));
    await user.click(await screen.findByTitle('PON04'));
    await waitFor(() => expect(selected()).toBe('4/5'));
    expect(sessionStorage.getItem(SESSION_KEYS.portId)).toBe('4');
    await user.click(screen.getByRole('combobox', { name: 'Port' }));
    await user.click(await screen.findByTitle('PON02'));
    await waitFor(() => expect(selected()).toBe('2/2'));
    expect(sessionStorage.getItem(SESSION_KEYS.onuId)).toBe('2');
  });
});
