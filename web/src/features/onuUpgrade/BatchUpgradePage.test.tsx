import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  ONU_UPLOAD_PATH,
  addUpgradeType,
  makeOnuImage,
  onuUpgradeStatus,
  startOnuUpgrade,
  upgradeTypes,
  type UpgradeRow,
} from '@olt/protocol';
import { ok } from '../../test/device.ts';
import { dialogNamed } from '../../test/dialogNamed.ts';
import { ponDevice, posted } from '../../test/ponDevice.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { BatchUpgradePage } from './BatchUpgradePage.tsx';

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (scope: HTMLElement, text: string | RegExp) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const row = (onu_id: number, over: Partial<UpgradeRow>): UpgradeRow => ({
  port_id: 1,
  onu_id,
  onu_name: `ONU-${onu_id}`,
  macaddr: `aa:bb:cc:00:00:0${onu_id}`,
  status: '',
  totallen: 1000,
  sendlen: 0,
  block: 0,
  upgrade_type: 'h440',
  phase: 'queued',
  reason: '',
  version: 'V2.0',
  ...over,
});

signedInScreen();

describe('ONU batch upgrade', () => {
  it('adds an upgrade type by the protocol rule', { timeout: 60_000 }, async () => {
    const user = setup();
    const d = ponDevice();
    d.answer(upgradeTypes, []);
    d.answer(onuUpgradeStatus, []);
    d.answer(addUpgradeType, undefined);
    renderWithProviders(<BatchUpgradePage title="ONU Batch Upgrade" />);
    expect(await screen.findByText('No upgrade type yet')).toBeInTheDocument();
    await user.click(button(document.body, 'Add upgrade type'));
    const dialog = await waitFor(() => dialogNamed('Add upgrade type'));
    const name = within(dialog).getByLabelText('Upgrade type', { selector: 'input' });
    await user.type(name, 'a_b');
    await user.click(button(dialog, 'Add upgrade type'));
    expect(await within(dialog).findAllByText('4–32 letters, digits or hyphens')).toHaveLength(2);
    await user.clear(name);
    await user.type(name, 'h440-v2');
    await user.click(button(dialog, 'Add upgrade type'));
    await waitFor(() =>
      expect(posted(d, addUpgradeType)).toEqual([{ verb: 'add', param: { upgrade_type: 'h440-v2' } }]),
    );
  });

  it(
    'uploads the image for the type, starts the PON upgrade and shows each ONU progress',
    { timeout: 60_000 },
    async () => {
      const user = setup();
      const d = ponDevice();
      let started = false;
      d.answer(upgradeTypes, ['h440']);
      d.answer(onuUpgradeStatus, () =>
        started ? [row(1, { phase: 'transfer', sendlen: 500 }), row(2, { phase: 'done', sendlen: 1000 })] : [],
      );
      d.file(ONU_UPLOAD_PATH, ok({ upgrade_type: 'h440', model: 'XE-H440W', version: 'V2.0', size: 100 }));
      d.reply(startOnuUpgrade, () => {
        started = true;
        return ok();
      });
      renderWithProviders(<BatchUpgradePage title="ONU Batch Upgrade" />);
      // the type is listed, with its delete control
      await screen.findByLabelText('Delete upgrade type h440');
      const image = makeOnuImage('XE-H440W', 'V2.0', new Uint8Array(100).fill(7));
      await user.upload(
        document.querySelector('input[type=file]') as HTMLInputElement,
        new File([new Uint8Array(image)], 'h440.bin'),
      );
      expect(await screen.findByText('Image for model XE-H440W, version V2.0, 100 bytes')).toBeInTheDocument();
      await user.click(screen.getByRole('combobox', { name: 'Upgrade type' }));
      await user.click((await screen.findAllByTitle('h440')).at(-1) as HTMLElement);
      await user.click(button(document.body, 'Upload and upgrade'));
      const question = await screen.findByText(/Upload version V2.0 as upgrade type h440/);
      await user.click(button(question.closest('[role="dialog"]') as HTMLElement, 'OK'));

      await waitFor(() =>
        expect(posted(d, startOnuUpgrade)).toEqual([
          { verb: 'set', param: { port_id: 1, onu_id: 0, upgrade_type: 'h440' } },
        ]),
      );
      const uploaded = d.requests.find((r) => r.path === ONU_UPLOAD_PATH);
      expect(uploaded?.query.get('type')).toBe('h440');
      expect((uploaded?.form?.get('file') as Blob).size).toBe(image.length);
      const bar = await screen.findByLabelText('Upgrade progress of ONU01/01');
      expect(bar).toHaveAttribute('aria-valuenow', '50');
      expect(screen.getByText('500 / 1000 bytes')).toBeInTheDocument();
    },
  );
});
