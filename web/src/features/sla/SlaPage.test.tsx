import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { onuBandwidthList, setOnuBandwidth, type Bandwidth } from '@olt/protocol';
import { ponDevice, posted } from '../../test/ponDevice.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { SlaPage } from './SlaPage.tsx';

const ROWS: Bandwidth[] = [
  { port_id: 1, onu_id: 1, sla_type: 'type3', fix: 0, assure: 2000, max: 10000 },
  { port_id: 1, onu_id: 2, sla_type: 'type4', fix: 0, assure: 0, max: 50000 },
];
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (scope: HTMLElement, text: string | RegExp) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const modal = (el: HTMLElement) => el.closest('[role="dialog"]') as HTMLElement;

signedInScreen();

function device() {
  const d = ponDevice();
  d.answer(onuBandwidthList, ROWS);
  d.answer(setOnuBandwidth, undefined);
  return d;
}

describe('upstream bandwidth', () => {
  it(
    'shows only the fields a profile uses and refuses assured above maximum before sending',
    { timeout: 60_000 },
    async () => {
      const user = setup();
      const d = device();
      renderWithProviders(<SlaPage title="Upstream Bandwidth" />);
      const row = (await screen.findByText('ONU01/01')).closest('tr') as HTMLElement;
      expect(within(row).getAllByText('-')).toHaveLength(1);
      expect(screen.getByText('Guaranteed on this PON: 2000 / 1000000 kbps')).toBeInTheDocument();
      await user.click(button(row, 'Setting'));
      const assure = await screen.findByLabelText('Assured (kbps)', { selector: 'input' });
      const dialog = modal(assure);
      expect(within(dialog).queryByLabelText('Fixed (kbps)', { selector: 'input' })).not.toBeInTheDocument();
      await user.clear(assure);
      await user.type(assure, '20000');
      await user.click(button(dialog, 'Apply'));
      expect(await within(dialog).findByText('Assured must not exceed maximum')).toBeInTheDocument();
      expect(posted(d, setOnuBandwidth)).toEqual([]);

      await user.clear(within(dialog).getByLabelText('Maximum (kbps)', { selector: 'input' }));
      await user.type(within(dialog).getByLabelText('Maximum (kbps)', { selector: 'input' }), '30000');
      await user.click(button(dialog, 'Apply'));
      await waitFor(() =>
        expect(posted(d, setOnuBandwidth)).toEqual([
          { verb: 'set', param: { port_id: 1, onu_id: 1, sla_type: 'type3', fix: 0, assure: 20000, max: 30000 } },
        ]),
      );
    },
  );

  it('sets one profile for every ticked ONU', { timeout: 60_000 }, async () => {
    const user = setup();
    const d = device();
    renderWithProviders(<SlaPage title="Upstream Bandwidth" />);
    await screen.findByText('ONU01/02');
    await user.click(screen.getByLabelText('Select every row on this page'));
    await user.click(button(document.body, 'Set selected (2)'));
    const type = await screen.findByRole('combobox', { name: 'SLA type' });
    const dialog = modal(type);
    expect(within(dialog).getByText('Upstream bandwidth: 2 selected ONUs')).toBeInTheDocument();
    await user.click(type);
    await user.click((await screen.findAllByTitle('Type 1')).at(-1) as HTMLElement);
    await user.type(await within(dialog).findByLabelText('Fixed (kbps)', { selector: 'input' }), '512');
    await user.click(button(dialog, 'Apply'));
    await waitFor(() =>
      expect(posted(d, setOnuBandwidth).map((p) => p.param)).toEqual([
        { port_id: 1, onu_id: 1, sla_type: 'type1', fix: 512, assure: 0, max: 0 },
        { port_id: 1, onu_id: 2, sla_type: 'type1', fix: 512, assure: 0, max: 0 },
      ]),
    );
  });
});
