import { PENDING_CLICK_KEY, TICKED } from '@olt/protocol/light';

/**
 * What the operator does on the device's render of a page (lib/deviceRender.ts) before the console takes its place:
 * typed text with its caret, the focused field, scrolled lists and a pressed control are carried over to the same
 * elements of the console's own page, so nothing done in that window is lost and nothing is done twice.
 *
 * The render is the console's own page drawn by the device, so its elements have counterparts in the console's. An
 * element is found again by what names it (its tag, role, name, label, link or text) and its place among the
 * elements so named.
 */

/** What a click on the render stands for until the console takes over: done once, then, on the console's page. */
const CLICKABLE =
  'a[href],button,[role=button],[role=menuitem],[role=tab],[role=checkbox],[role=switch],[role=option],input[type=checkbox],input[type=radio],label';
const FIELDS = 'input,textarea,select';

type Win = Window & { [PENDING_CLICK_KEY]?: Element };

function nameOf(el: Element): string {
  const attr = (name: string) => el.getAttribute(name) ?? '';
  const isControl = el.matches(CLICKABLE) || el.matches(FIELDS);
  const text = el.matches(CLICKABLE) ? (el.textContent ?? '').trim().slice(0, 60) : '';
  // a list or panel is known by its first class, which the device's render and the console give it alike
  const kind = isControl ? '' : (el.classList[0] ?? '');
  return [
    el.tagName,
    attr('role'),
    attr('name'),
    attr('aria-label'),
    attr('href'),
    attr('placeholder'),
    attr('data-page'),
    kind,
    text,
  ].join('|');
}

/** The element of `to` standing where `el` stands in `from`: the same name, the same place among those so named. */
export function counterpart(el: Element, from: Element, to: Element, selector: string): Element | null {
  const name = nameOf(el);
  const same = (root: Element) => [...root.querySelectorAll(selector)].filter((e) => nameOf(e) === name);
  const place = same(from).indexOf(el);
  return place < 0 ? null : (same(to)[place] ?? null);
}

/** Sets a field's value as typing would, so the page's own handlers (React's among them) see it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const isEdited = (field: Element): field is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement => {
  if (field instanceof HTMLInputElement)
    return field.type === 'checkbox' || field.type === 'radio' ? false : field.value !== field.defaultValue;
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return false;
};

/** A check box or radio (or its label) ticks at once on the render; what it shows then is carried over. */
const isTicked = (el: Element): boolean => el.matches(TICKED) || (el.matches('label') && !!el.querySelector(TICKED));

/**
 * Listens on the render for the clicks the console would answer: from now until the take-over, a pressed control
 * waits for the console's page (the render has no handlers of its own), and a link with it, so the console's router
 * follows it once instead of the browser loading the page again.
 */
export function holdClicks(render: HTMLElement): () => void {
  const win = window as Win;
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!target || !render.contains(target) || isTicked(target)) return;
    event.preventDefault();
    win[PENDING_CLICK_KEY] = target;
  };
  render.addEventListener('click', onClick, true);
  return () => render.removeEventListener('click', onClick, true);
}

/** Moves what was done on `render` to the console's page in `root`; called as the render goes. */
export function carryOver(render: HTMLElement, root: HTMLElement): void {
  for (const field of render.querySelectorAll(FIELDS)) {
    if (!isEdited(field)) continue;
    const own = counterpart(field, render, root, FIELDS);
    if (own instanceof HTMLInputElement || own instanceof HTMLTextAreaElement || own instanceof HTMLSelectElement)
      typeInto(own, field.value);
  }
  for (const box of render.querySelectorAll<HTMLInputElement>(TICKED)) {
    if (box.checked === box.defaultChecked) continue;
    const own = counterpart(box, render, root, FIELDS);
    if (own instanceof HTMLInputElement && own.checked !== box.checked) own.click();
  }
  for (const scrolled of render.querySelectorAll('*')) {
    if ((scrolled.scrollTop === 0 && scrolled.scrollLeft === 0) || scrolled.classList.length === 0) continue;
    const own = counterpart(scrolled, render, root, `.${CSS.escape(scrolled.classList[0] as string)}`);
    if (!own) continue;
    own.scrollTop = scrolled.scrollTop;
    own.scrollLeft = scrolled.scrollLeft;
  }
  const focused = document.activeElement;
  if (focused && focused !== render && render.contains(focused)) {
    const own = counterpart(focused, render, root, focused.matches(FIELDS) ? FIELDS : CLICKABLE);
    if (own instanceof HTMLElement) {
      own.focus({ preventScroll: true });
      if (
        (own instanceof HTMLInputElement || own instanceof HTMLTextAreaElement) &&
        focused instanceof HTMLInputElement
      )
        try {
          own.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection ?? undefined);
        } catch {
          // a field without a caret (a number or a checkbox)
        }
    }
  }
  const pressed = takePressed(render);
  if (pressed) {
    const own = counterpart(pressed, render, root, CLICKABLE);
    if (own instanceof HTMLElement) own.click();
  }
}

/** The control pressed on `render` and held until the take-over (`holdClicks`), taken once; null where none was. */
export function takePressed(render: HTMLElement): Element | null {
  const win = window as Win;
  const pressed = win[PENDING_CLICK_KEY];
  delete win[PENDING_CLICK_KEY];
  return pressed && render.contains(pressed) ? pressed : null;
}
