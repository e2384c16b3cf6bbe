import { act, render, screen, within } from '@testing-library/react';
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

/** The kind of the toast showing a text, as its icon names it (check-circle, info-circle, exclamation-circle, close-circle). */
const toastKind = async (text: string) => {
  const toasts = await screen.findByTestId('toasts');
  const toast = (await within(toasts).findByText(text)).closest<HTMLElement>('[role="alert"]');
  if (!toast) throw new Error(`"${text}" is not in a toast`);
  return within(toast).getByRole('img').getAttribute('aria-label');
};

describe('feedback', () => {
  it('shows a device answer as "(code) message", coloured by the message prefix', async () => {
    renderHost();
    act(() => showDeviceError(new DeviceError(3, 'warning: applied to 3 of 4 ports')));
    expect(await toastKind('(3) warning: applied to 3 of 4 ports')).toBe('exclamation-circle');

    act(() => showDeviceError(new DeviceError(2, 'error: VLAN 4095 is out of range')));
    expect(await toastKind('(2) error: VLAN 4095 is out of range')).toBe('close-circle');

    act(() => showDeviceError(new DeviceError(5, 'ONU is busy')));
    expect(await toastKind('(5) ONU is busy')).toBe('info-circle');
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
    expect(await toastKind('Setting success')).toBe('check-circle');
  });
});
