import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { onuRow } from '../../test/samples.ts';
import { onuDevice } from '../../test/onuDevice.tsx';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { OnuActions } from './onuActions.ts';
import { OnuDetailDrawer } from './OnuDetailDrawer.tsx';

afterEach(() => vi.unstubAllGlobals());

const actions = { toggleFec: vi.fn() } as unknown as OnuActions;
const opticsAsked = (device: ReturnType<typeof onuDevice>) =>
  device.seen.filter((r) => r.path === '/onumgmt' && r.query.get('form') === 'optical-diagnose');

describe('ONU details', { timeout: 60_000 }, () => {
  it('does not ask an ONU that is not online for its optics, and says why there is no reading', async () => {
    const offline = onuRow(1, 2, { status: 'Offline' });
    const device = onuDevice([offline]);
    renderWithProviders(<OnuDetailDrawer row={offline} actions={actions} onClose={() => undefined} />);
    expect(await screen.findByText('No optical reading while the ONU is not on the fibre')).toBeInTheDocument();
    await waitFor(() => expect(device.seen.some((r) => r.query.get('form') === 'base-info')).toBe(true));
    expect(opticsAsked(device)).toHaveLength(0);
  });

  it('reads the optics of an online ONU', async () => {
    const online = onuRow(1, 1);
    const device = onuDevice([online]);
    renderWithProviders(<OnuDetailDrawer row={online} actions={actions} onClose={() => undefined} />);
    expect(await screen.findByText('2.10 dBm')).toBeInTheDocument();
    expect(opticsAsked(device)).toHaveLength(1);
  });
});
