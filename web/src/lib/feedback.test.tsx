import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { DeviceError, NetworkError } from './apiClient.ts';
import { showDeviceError, toast } from './feedback.ts';
import { createQueryClient } from './queryClient.ts';

const renderHost = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <p>page</p>
    </Providers>,
  );

/** The class of the toast showing a text, which carries its kind. */
const toastClass = async (text: string) =>
  (await screen.findByText(text)).closest('.ant-message-notice')?.className ?? '';

describe('feedback', () => {
  it('shows a device answer as "(code) message", coloured by the message prefix', async () => {
    renderHost();
    act(() => showDeviceError(new DeviceError(3, 'warning: applied to 3 of 4 ports')));
    expect(await toastClass('(3) warning: applied to 3 of 4 ports')).toMatch(/warning/);

    act(() => showDeviceError(new DeviceError(2, 'error: VLAN 4095 is out of range')));
    expect(await toastClass('(2) error: VLAN 4095 is out of range')).toMatch(/error/);

    act(() => showDeviceError(new DeviceError(5, 'ONU is busy')));
    expect(await toastClass('(5) ONU is busy')).toMatch(/info/);
  });

  it('leaves session endings to the session handler and says so when the network fails', async () => {
    renderHost();
    act(() => showDeviceError(new DeviceError(0, 'Token Check Failed')));
    act(() => showDeviceError(new NetworkError(false)));
    expect(await screen.findByText('Network error, please check the network connection.')).toBeInTheDocument();
    expect(screen.queryByText(/Token Check Failed/)).not.toBeInTheDocument();
  });

  it('shows toasts inside the providers', async () => {
    renderHost();
    act(() => toast.success('Setting success'));
    expect(await toastClass('Setting success')).toMatch(/success/);
  });
});
