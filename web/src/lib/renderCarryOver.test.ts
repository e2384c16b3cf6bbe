import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_CLICK_KEY } from '@olt/protocol/light';
import { carryOver, counterpart, holdClicks } from './renderCarryOver.ts';

const PAGE = `<main data-page="onu_allow">
  <nav><a href="/main">Status</a><a href="/onu_allow">ONU</a></nav>
  <input aria-label="Search" value=""><input aria-label="Name" value="x">
  <button type="button">Refresh</button><button type="button">Export</button>
  <label><input type="checkbox">Drifting only</label>
</main>`;

function pages(): { render: HTMLElement; root: HTMLElement } {
  document.body.innerHTML = `<div id="olt-device-render">${PAGE}</div><div id="root">${PAGE}</div>`;
  return {
    render: document.getElementById('olt-device-render') as HTMLElement,
    root: document.getElementById('root') as HTMLElement,
  };
}
afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[PENDING_CLICK_KEY];
});

describe('carrying over what was done on the device’s render', () => {
  it('finds an element again by its name and its place among those so named', () => {
    const { render, root } = pages();
    const export_ = render.querySelectorAll('button')[1] as Element;
    expect(counterpart(export_, render, root, 'button')).toBe(root.querySelectorAll('button')[1]);
    const name = render.querySelector('[aria-label="Name"]') as Element;
    expect(counterpart(name, render, root, 'input')).toBe(root.querySelector('[aria-label="Name"]'));
  });

  it('types what was typed into the same field of the console, which hears it, and leaves untouched fields alone', () => {
    const { render, root } = pages();
    const own = root.querySelector<HTMLInputElement>('[aria-label="Search"]') as HTMLInputElement;
    const heard = vi.fn();
    own.addEventListener('input', heard);
    (render.querySelector('[aria-label="Search"]') as HTMLInputElement).value = 'd8:42';
    carryOver(render, root);
    expect(own.value).toBe('d8:42');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(root.querySelector<HTMLInputElement>('[aria-label="Name"]')?.value).toBe('x');
  });

  it('moves the focus and the caret to the console’s field', () => {
    const { render, root } = pages();
    const field = render.querySelector('[aria-label="Search"]') as HTMLInputElement;
    field.value = 'abcd';
    field.focus();
    field.setSelectionRange(2, 2);
    carryOver(render, root);
    const own = root.querySelector('[aria-label="Search"]') as HTMLInputElement;
    expect(document.activeElement).toBe(own);
    expect([own.selectionStart, own.selectionEnd]).toEqual([2, 2]);
  });

  it('holds a pressed control or link until the take-over, then presses it on the console’s page once', () => {
    const { render, root } = pages();
    const release = holdClicks(render);
    const clicks = vi.fn();
    root.querySelectorAll('button')[1]?.addEventListener('click', clicks);
    const link = render.querySelector('a[href="/main"]') as HTMLAnchorElement;
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(true);
    (render.querySelectorAll('button')[1] as HTMLButtonElement).click();
    release();
    carryOver(render, root);
    carryOver(render, root);
    // the last press is the one done, once
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('lets a check box tick at once on the render, and ticks the console’s once it takes over', () => {
    const { render, root } = pages();
    const release = holdClicks(render);
    const box = render.querySelector<HTMLInputElement>('input[type=checkbox]') as HTMLInputElement;
    const own = root.querySelector<HTMLInputElement>('input[type=checkbox]') as HTMLInputElement;
    const heard = vi.fn();
    own.addEventListener('click', heard);
    (render.querySelector('label') as HTMLLabelElement).click();
    expect(box.checked).toBe(true);
    release();
    carryOver(render, root);
    expect(own.checked).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect((window as unknown as Record<string, unknown>)[PENDING_CLICK_KEY]).toBeUndefined();
  });
});
