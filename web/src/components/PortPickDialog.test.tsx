import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { WriteStep } from '../lib/deviceWrite.ts';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { signedInScreen } from '../test/signedInScreen.ts';
import { PortPickDialog } from './PortPickDialog.tsx';
import { portListLabel, portOptions } from './portOptions.ts';

// 2 PON + 4 GE; GE03 and GE04 form LAG 1
const ports = portOptions({ ponports: 2, geports: 4 }, [
  { port_id: 5, link_aggregation: 1 },
  { port_id: 6, link_aggregation: 1 },
]);
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

signedInScreen();

describe('PortPickDialog', () => {
  it('says the text made of the ports picked, named as the console names them', async () => {
    const user = setup();
    const sent: number[][] = [];
    const isolate =
      (ids: number[]): WriteStep =>
      () => {
        sent.push(ids);
        return Promise.resolve({ code: 1, message: 'success' });
      };
    renderWithProviders(
      <PortPickDialog
        title="Uplink port isolation: add ports"
        okText="Apply"
        ports={ports}
        kind="uplink"
        label="Isolated uplink ports"
        toWrite={(ids) => isolate(ids)}
        success={(ids) => `Uplink port isolation: ${portListLabel(ids, ports)} isolated`}
        invalidate={[]}
        onClose={() => undefined}
      />,
    );
    await user.click(await screen.findByLabelText('GE01'));
    await user.click(screen.getByLabelText('GE03(LAG1)'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Uplink port isolation: GE01, GE03(LAG1), GE04(LAG1) isolated')).toBeInTheDocument();
    expect(sent).toEqual([[3, 5, 6]]);
  });
});
