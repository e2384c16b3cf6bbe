import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { VLAN_ID } from '@olt/protocol';
import { z } from 'zod';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { EntityDialog } from './EntityDialog.tsx';

const VLAN = z.coerce.number().int().min(VLAN_ID.min).max(VLAN_ID.max);
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

signedInScreen();

describe('EntityDialog', () => {
  it('says the text made of the values sent, naming the object, and closes', async () => {
    const user = setup();
    const sent: number[] = [];
    let isClosed = false;
    const create =
      (id: number): WriteStep =>
      () => {
        sent.push(id);
        return Promise.resolve({ code: 1, message: 'success' });
      };
    renderWithProviders(
      <EntityDialog<{ vlan_id: number }>
        title="Create VLAN"
        okText="Create"
        fields={[{ name: 'vlan_id', label: 'VLAN ID', kind: 'int', schema: VLAN, required: true }]}
        toWrite={(v) => create(v.vlan_id)}
        success={(v) => `VLAN ${v.vlan_id} created`}
        invalidate={[]}
        onClose={() => {
          isClosed = true;
        }}
      />,
    );
    await user.type(await screen.findByLabelText('VLAN ID'), '555');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('VLAN 555 created')).toBeInTheDocument();
    expect(sent).toEqual([555]);
    await waitFor(() => expect(isClosed).toBe(true));
  });
});
