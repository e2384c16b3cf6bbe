import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { onuRow } from '../../test/samples.ts';
import { onuDevice, renderOnuPage } from '../../test/onuDevice.tsx';
import { ROW_PX } from './rowWindow.ts';

afterEach(() => vi.unstubAllGlobals());

const shownKeys = () => [...document.querySelectorAll<HTMLElement>('[data-row-key]')].map((r) => r.dataset.rowKey);

describe('ONU table window', { timeout: 60_000 }, () => {
  it('draws only the rows in view of a long list, and follows the scroll', async () => {
    onuDevice(Array.from({ length: 256 }, (_, i) => onuRow(1 + Math.floor(i / 64), 1 + (i % 64))));
    renderOnuPage();
    await waitFor(() => expect(shownKeys()[0]).toBe('1/1'));
    const drawn = shownKeys().length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(40);
    const body = document.querySelector<HTMLElement>('.onu-table .onu-table__scroll');
    if (!body) throw new Error('no table body');
    // the rows not drawn still take their room, so the scroll bar is that of the whole list
    const space = () =>
      [...body.querySelectorAll<HTMLElement>('.onu-window-space td')].reduce(
        (px, td) => px + parseFloat(td.style.height),
        0,
      );
    expect(space()).toBe((256 - drawn) * ROW_PX);

    fireEvent.scroll(body, { target: { scrollTop: 130 * ROW_PX } });
    await waitFor(() => expect(shownKeys()).toContain('3/3'));
    expect(shownKeys()).not.toContain('1/1');
    expect(shownKeys().length).toBeLessThan(40);
    expect(space()).toBe((256 - shownKeys().length) * ROW_PX);
  });
});
