import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../lib/i18n.ts';
import { PortCheckboxGroup } from './PortCheckboxGroup.tsx';
import { portOptions, type PortFilter } from './portOptions.ts';

// 4 PON + 4 GE; GE01 and GE03 form LAG 1, GE02 and GE04 form LAG 2
const ports = portOptions({ ponports: 4, geports: 4 }, [
  { port_id: 5, link_aggregation: 1 },
  { port_id: 6, link_aggregation: 2 },
  { port_id: 7, link_aggregation: 1 },
  { port_id: 8, link_aggregation: 2 },
]);

function Harness({
  initial = [],
  kind,
  disabled = [],
}: {
  initial?: number[];
  kind?: PortFilter;
  disabled?: number[];
}) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <>
      <PortCheckboxGroup
        ports={ports}
        value={value}
        onChange={setValue}
        kind={kind}
        isDisabled={(id) => disabled.includes(id)}
      />
      <output aria-label="value">{JSON.stringify(value)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByLabelText('value').textContent ?? '') as number[];
const box = (name: string) => screen.getByRole('checkbox', { name });

beforeAll(() => {
  initI18n('en');
});

describe('PortCheckboxGroup', () => {
  it('labels each port with its name and LAG, filtered by kind', () => {
    render(<Harness kind="uplink" />);
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Select all',
      'GE01(LAG1)',
      'GE02(LAG2)',
      'GE03(LAG1)',
      'GE04(LAG2)',
    ]);
    expect(screen.queryByRole('checkbox', { name: 'PON01' })).not.toBeInTheDocument();
  });

  it('ticks and unticks every member of a LAG together', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box('GE03(LAG1)'));
    expect(value()).toEqual([5, 7]);
    await user.click(box('GE02(LAG2)'));
    expect(value()).toEqual([5, 6, 7, 8]);
    await user.click(box('GE01(LAG1)'));
    expect(value()).toEqual([6, 8]);
  });

  it('keeps the value sorted ascending whatever the click order', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[3]} kind="pon" />);
    await user.click(box('PON04'));
    await user.click(box('PON01'));
    await user.click(box('PON02'));
    expect(value()).toEqual([1, 2, 3, 4]);
  });

  it('leaves disabled ports as they are, with LAG linking and select-all', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[2]} disabled={[2, 7]} />);
    expect((box('PON02') as HTMLInputElement).disabled).toBe(true);
    await user.click(box('GE01(LAG1)'));
    expect(value()).toEqual([2, 5]);
    await user.click(box('Select all'));
    expect(value()).toEqual([1, 2, 3, 4, 5, 6, 8]);
    await user.click(box('Select all'));
    expect(value()).toEqual([2]);
  });

  it('shows the select-all box half-ticked while only some ports are ticked', async () => {
    const user = userEvent.setup();
    render(<Harness kind="pon" />);
    const all = box('Select all') as HTMLInputElement;
    expect(all.checked).toBe(false);
    await user.click(box('PON01'));
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(value()).toEqual([1, 2, 3, 4]);
    expect(all.checked).toBe(true);
  });
});
