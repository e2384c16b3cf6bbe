import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { SettingsForm } from './SettingsForm.tsx';

interface Syslog {
  ipaddr: string;
}
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const saved: WriteStep = () => Promise.resolve({ code: 1, message: 'success' });

signedInScreen();

describe('SettingsForm', () => {
  it('says the success text made of the values saved', async () => {
    const user = setup();
    renderWithProviders(
      <SettingsForm<Syslog>
        query={{ data: { ipaddr: '10.0.0.9' }, isPending: false, isError: false, dataUpdatedAt: 1 }}
        fields={[{ name: 'ipaddr', label: 'Server', kind: 'text' }]}
        empty={{ ipaddr: '' }}
        toWrite={() => saved}
        invalidate={[]}
        saveLabel="Save"
        success={(v) => `Syslog server set to ${v.ipaddr}`}
        loadFailed="Could not read"
      />,
    );
    const server = await screen.findByLabelText('Server');
    await user.clear(server);
    await user.type(server, '10.0.0.10');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Syslog server set to 10.0.0.10')).toBeInTheDocument();
  });
});
