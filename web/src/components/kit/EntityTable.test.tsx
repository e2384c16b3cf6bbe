import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Answer, WriteStep } from '../../lib/deviceWrite.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { EntityTable } from './EntityTable.tsx';

interface Route {
  network: string;
}
const ROUTES: Route[] = [{ network: '10.0.0.0/8' }, { network: '172.16.0.0/12' }, { network: '192.168.0.0/16' }];

/** A step the device answers with `answer`, remembering that it was sent. */
const step =
  (sent: string[], name: string, answer: Answer = { code: 1, message: 'success' }): WriteStep =>
  () => {
    sent.push(name);
    return Promise.resolve(answer);
  };
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (text: string | RegExp) =>
  screen.getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

signedInScreen();

function Routes({ sent, refuse = '' }: { sent: string[]; refuse?: string }) {
  return (
    <EntityTable<Route>
      rows={ROUTES}
      loading={false}
      rowKey={(r) => r.network}
      rowLabel={(r) => r.network}
      columns={[{ title: 'Network', dataIndex: 'network', key: 'network' }]}
      actionsTitle="Actions"
      invalidate={[]}
      rowActions={[
        {
          key: 'delete',
          label: 'Delete',
          write: (r) => step(sent, r.network),
          success: (r) => `Route ${r.network} deleted`,
        },
      ]}
      bulkActions={[
        {
          key: 'delete',
          label: (count) => `Delete ticked (${count})`,
          writes: (rows) =>
            rows.map((r) =>
              step(sent, r.network, r.network === refuse ? { code: 2, message: 'error: route in use' } : undefined),
            ),
          success: (rows) => `Deleted ${rows.length} routes`,
        },
      ]}
    />
  );
}

describe('EntityTable', () => {
  it("says a row action's own text, naming the row, once the device took it", async () => {
    const user = setup();
    const sent: string[] = [];
    renderWithProviders(<Routes sent={sent} />);
    const row = (await screen.findByText('172.16.0.0/12')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Route 172.16.0.0/12 deleted')).toBeInTheDocument();
    expect(sent).toEqual(['172.16.0.0/12']);
    expect(screen.queryByText('Done')).not.toBeInTheDocument();
  });

  it('says the count of a bulk action, and nothing of success when a row was refused', async () => {
    const user = setup();
    const sent: string[] = [];
    const { unmount } = renderWithProviders(<Routes sent={sent} />);
    for (const network of ['10.0.0.0/8', '192.168.0.0/16', '172.16.0.0/12'])
      await user.click(await screen.findByLabelText(`Select ${network}`));
    await user.click(button('Delete ticked (3)'));
    expect(await screen.findByText('Deleted 3 routes')).toBeInTheDocument();
    expect(sent).toHaveLength(3);
    unmount();

    renderWithProviders(<Routes sent={sent} refuse="10.0.0.0/8" />);
    await user.click(await screen.findByLabelText('Select 10.0.0.0/8'));
    await user.click(await screen.findByLabelText('Select 192.168.0.0/16'));
    await user.click(button('Delete ticked (2)'));
    expect(await screen.findByText(/route in use/)).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(5));
    expect(screen.queryByText('Deleted 2 routes')).not.toBeInTheDocument();
  });
});
