import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { boardSystem, clearMirror, mirrorAll, portlistInfo, setMirror } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_SYSTEM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { MirrorPage } from './MirrorPage.tsx';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

describe('port mirror screen', () => {
  it('lists the sessions, offers only other uplinks as destination, sets one and flushes one after asking', async () => {
    const device = fakeDevice();
    device.reply(boardSystem, ok(SAMPLE_SYSTEM));
    device.answer(portlistInfo, []);
    device.answer(mirrorAll, [
      { port_id: 1, dst_port: 10, type: 1 },
      { port_id: 9, dst_port: 0, type: 0 },
    ]);
    device.answer(setMirror, undefined);
    device.answer(clearMirror, undefined);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<MirrorPage name="mirror" title="Port Mirror" />, { at: '/mirror' });
    const pon01 = (await screen.findByRole('cell', { name: 'PON01' })).closest('tr') as HTMLElement;
    expect(within(pon01).getByText('GE02')).toBeInTheDocument();
    expect(within(pon01).getByText('Ingress')).toBeInTheDocument();
    const ge01 = screen.getByRole('cell', { name: 'GE01' }).closest('tr') as HTMLElement;
    expect(within(ge01).getByRole('button', { name: 'Flush' })).toBeDisabled();

    await user.click(within(ge01).getByRole('button', { name: 'Setting' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Destination Port' }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).not.toContain('GE01');
    expect(offered).not.toContain('PON01');
    await user.click(screen.getByTitle('XGE01'));
    await user.click(within(dialog).getByRole('radio', { name: 'Egress' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(device.sent(setMirror)).toHaveLength(1));
    expect(device.sent(setMirror)[0]?.param).toEqual({ src_port: 9, dst_port: 13, type: 2 });

    await user.click(within(pon01).getByRole('button', { name: 'Flush' }));
    expect(await screen.findByText('Stop mirroring PON01 to GE02?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^OK$/ }));
    await waitFor(() => expect(device.sent(clearMirror)).toHaveLength(1));
    expect(device.sent(clearMirror)[0]?.param).toEqual({ src_port: 1 });
  }, 60_000);
});
