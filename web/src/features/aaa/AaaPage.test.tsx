import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { getAaa, setAaa } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { sessionInfo } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { useAccess } from '../../lib/access.ts';
import { AaaPage } from './AaaPage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 90_000 });

const SETTINGS = {
  auth_mode: 1,
  radius_fallback: 1,
  radius_server: '10.0.0.5',
  radius_port: 1812,
  radius_secret_set: 1,
  radius_timeout: 3,
  radius_retries: 2,
  radius_default_level: 5,
};
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('AAA', () => {
  it('never shows the secret back, keeps it when left empty, and checks numbers by the device’s ranges', async () => {
    useAccess.setState({ info: sessionInfo(2) });
    const device = fakeDevice();
    device.answer(getAaa, SETTINGS);
    device.reply(setAaa, ok());
    const u = setup();
    renderWithProviders(<AaaPage title="AAA" />);
    const secret = await screen.findByLabelText('Shared secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'Stored (leave empty to keep)');
    expect(screen.getByLabelText('RADIUS server')).toHaveValue('10.0.0.5');

    const timeout = screen.getByLabelText('Timeout (s)');
    await u.clear(timeout);
    await u.type(timeout, '40');
    await u.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText(/1 and 30|1 to 30/)).toBeInTheDocument();
    expect(device.sent(setAaa)).toHaveLength(0);
    expect(timeout).toHaveValue('40');

    await u.clear(timeout);
    await u.type(timeout, '5');
    await u.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(device.sent(setAaa)).toHaveLength(1));
    const first = device.sent(setAaa)[0]?.param ?? {};
    expect(first).toMatchObject({ auth_mode: 1, radius_server: '10.0.0.5', radius_timeout: 5 });
    expect(first).not.toHaveProperty('radius_secret');

    await u.type(await screen.findByLabelText('Shared secret'), 's3cret!');
    await u.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(device.sent(setAaa)).toHaveLength(2));
    expect(device.sent(setAaa)[1]?.param).toMatchObject({ radius_secret: 's3cret!' });
  });

  it('shows an operator the settings read-only', async () => {
    useAccess.setState({ info: sessionInfo(4) });
    const device = fakeDevice();
    device.answer(getAaa, SETTINGS);
    renderWithProviders(<AaaPage title="AAA" />);
    expect(await screen.findByRole('button', { name: /Save/ })).toBeDisabled();
    expect(screen.getByLabelText('RADIUS server')).toBeDisabled();
  });
});
