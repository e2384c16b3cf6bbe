import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { denyAdd, denyDelete, onuDenyList, type DenyRow } from '@olt/protocol';
import { usePonMemory } from '../components/usePonChoice.ts';
import { useAccess } from '../lib/access.ts';
import { OnuDenyPage } from '../features/onuDeny/OnuDenyPage.tsx';
import { VlanPage } from '../features/vlan/VlanPage.tsx';
import { onuDevice, renderOnuPage } from './onuDevice.tsx';
import { ponDevice } from './ponDevice.ts';
import { renderWithProviders } from './renderWithProviders.tsx';
import { onuRow, sessionInfo } from './samples.ts';
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

  it(
    'a common user cannot toggle an ONU’s authorisation nor use the writes of its row menu, and is told why',
    { timeout: 90_000 },
    async () => {
      useAccess.setState({ info: sessionInfo(5) });
      onuDevice([onuRow(1, 1)]);
      renderOnuPage();
      const shield = await screen.findByRole('button', { name: /PON01\/01: Authorised/ }, { timeout: 15_000 });
      expect(shield).toBeDisabled();
      fireEvent.mouseEnter(shield.parentElement as HTMLElement);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Your user rights (Common user) do not allow');

      fireEvent.click(screen.getByRole('button', { name: /Actions for PON01\/01/ }));
      const menu = await screen.findByRole('menu');
      for (const name of ['Name and description', 'Add to deny list', 'Delete ONU'])
        expect(within(menu).getByRole('menuitem', { name: new RegExp(name) })).toHaveAttribute('aria-disabled', 'true');
      expect(within(menu).getByRole('menuitem', { name: /View details/ })).not.toHaveAttribute('aria-disabled', 'true');
    },
  );
});
