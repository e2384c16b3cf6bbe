import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { denyAdd, denyDelete, onuDenyList, type DenyRow } from '@olt/protocol';
import { usePonMemory } from '../components/usePonChoice.ts';
import { useAccess } from '../lib/access.ts';
import { OnuDenyPage } from '../features/onuDeny/OnuDenyPage.tsx';
import { VlanPage } from '../features/vlan/VlanPage.tsx';
import { ponDevice } from './ponDevice.ts';
import { renderWithProviders } from './renderWithProviders.tsx';
import { sessionInfo } from './samples.ts';
import { signedInScreen } from './signedInScreen.ts';
import { vlanDevice } from './vlanDevice.ts';

/**
 * Screens pass their permission area to the kit (lib/access.ts): a level that may not change an area sees its writes
 * disabled, while the areas it may change stay open. The device refuses anyway; this is what the operator sees.
 */
signedInScreen();
afterEach(() => useAccess.setState({ info: null }));

const button = (scope: HTMLElement, text: string | RegExp) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const ROW: DenyRow = { port_id: 2, onu_id: 1, macaddr: 'aa:bb:cc:00:00:01', retry: 3, onu_name: 'A', reason: 'x' };

function denyDevice() {
  const d = ponDevice();
  usePonMemory.setState({ portId: 2 });
  d.answer(onuDenyList, [ROW]);
  d.answer(denyAdd, undefined);
  d.answer(denyDelete, undefined);
  return d;
}

describe('writes follow the session’s areas', () => {
  it('a common (read-only) user sees the VLAN writes disabled', async () => {
    useAccess.setState({ info: sessionInfo(5) });
    vlanDevice();
    renderWithProviders(<VlanPage title="VLAN" />, { at: '/vlan_mgmt' });
    const row = (await screen.findByText('100', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(button(document.body, /Create VLAN/)).toBeDisabled();
    expect(button(row, 'Edit')).toBeDisabled();
  });

  it('an operator may change ONUs but not VLANs', async () => {
    useAccess.setState({ info: sessionInfo(4) });
    vlanDevice();
    const vlan = renderWithProviders(<VlanPage title="VLAN" />, { at: '/vlan_mgmt' });
    await screen.findByText('100', { selector: 'td' });
    expect(button(document.body, /Create VLAN/)).toBeDisabled();
    vlan.unmount();

    denyDevice();
    renderWithProviders(<OnuDenyPage title="ONU Deny List" />);
    const row = (await screen.findByText('aa:bb:cc:00:00:01')).closest('tr') as HTMLElement;
    expect(button(document.body, 'Add')).toBeEnabled();
    expect(button(row, 'Delete')).toBeEnabled();
  });
});
