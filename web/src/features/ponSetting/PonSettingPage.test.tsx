import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ponSettings, setPonOptState, setPonOpticalRange, type PonSetting } from '@olt/protocol';
import { ponDevice, posted } from '../../test/ponDevice.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { PonSettingPage } from './PonSettingPage.tsx';

const PON1: PonSetting = {
  port_id: 1,
  auth_type: 0,
  auth_mode: 1,
  p2p_flag: 0,
  rogue_mode: 2,
  add_deny_flag: 1,
  lb_onu_mode: 0,
  opt_min: 0,
  opt_min_action: 0,
  opt_max: 0,
  opt_max_action: 0,
  optstate: 1,
};
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (scope: HTMLElement, text: string | RegExp) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

signedInScreen();

describe('PON setting', () => {
  it(
    'turns the laser off only after confirmation, and sets the optical limit by the schema',
    { timeout: 60_000 },
    async () => {
      const user = setup();
      const d = ponDevice();
      d.answer(ponSettings, [PON1]);
      d.answer(setPonOptState, undefined);
      d.answer(setPonOpticalRange, undefined);
      renderWithProviders(<PonSettingPage title="PON Setting" />);
      const row = (await screen.findByText('Manual (add to deny list)')).closest('tr') as HTMLElement;
      expect(within(row).getByText('LOID')).toBeInTheDocument();

      await user.click(button(row, 'Setting'));
      await user.click(await screen.findByText('Turn off PON optical'));
      const question = await screen.findByText(/Every ONU of this PON loses its link/);
      expect(posted(d, setPonOptState)).toEqual([]);
      await user.click(button(question.closest('[role="dialog"]') as HTMLElement, 'OK'));
      await waitFor(() =>
        expect(posted(d, setPonOptState)).toEqual([{ verb: 'set', param: { port_id: 1, optstate: 0 } }]),
      );

      await user.click(button(row, 'Setting'));
      await user.click(await screen.findByRole('menuitem', { name: 'Optical power limit' }));
      const limit = await screen.findByLabelText('Lower limit (dBm)', { selector: 'input' });
      const dialog = limit.closest('[role="dialog"]') as HTMLElement;
      await user.clear(limit);
      await user.type(limit, '-50');
      await user.click(button(dialog, 'Apply'));
      await waitFor(() => expect(limit).toBeInvalid());
      expect(limit).toHaveAccessibleDescription(/^A whole number from -40 to 0/);
      expect(posted(d, setPonOpticalRange)).toEqual([]);
      await user.clear(limit);
      await user.type(limit, '-28');
      await user.click(button(dialog, 'Apply'));
      await waitFor(() =>
        expect(posted(d, setPonOpticalRange)).toEqual([
          { verb: 'set', param: { port_id: 1, opt_min: -28, opt_min_action: 0, opt_max: 0, opt_max_action: 0 } },
        ]),
      );
    },
  );
});
