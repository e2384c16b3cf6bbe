import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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

  it('keeps the read value of a field its condition hides, so the save does not see it changed', async () => {
    interface Recovery {
      mode: number;
      seconds: number;
    }
    const user = setup();
    let sent: Recovery | undefined;
    renderWithProviders(
      <SettingsForm<Recovery>
        query={{ data: { mode: 0, seconds: 120 }, isPending: false, isError: false, dataUpdatedAt: 1 }}
        fields={[
          {
            name: 'mode',
            label: 'Mode',
            kind: 'radio',
            options: [
              { value: 0, label: 'Auto' },
              { value: 1, label: 'Manual' },
            ],
          },
          { name: 'seconds', label: 'Seconds', kind: 'int', schema: z.number().int(), when: (v) => v.mode === 0 },
        ]}
        empty={{ mode: 0, seconds: 300 }}
        toWrite={(v) => {
          sent = v;
          return saved;
        }}
        invalidate={[]}
        saveLabel="Save"
        success="Saved"
        loadFailed="Could not read"
      />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Manual' }));
    expect(screen.queryByLabelText('Seconds')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(sent).toEqual({ mode: 1, seconds: 120 });
  });
});
