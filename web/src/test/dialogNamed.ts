/**
 * The dialog named `title` (by its `aria-labelledby`), found without a role query: those walk the whole document,
 * and over a page of Ant Design tables they take seconds each in jsdom.
 */
export function dialogNamed(title: string): HTMLElement {
  const named = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].filter((dialog) => {
    const by = dialog.getAttribute('aria-labelledby');
    // the title inside the dialog: an id from React's useId can repeat across the roots a test renders
    const label = [...dialog.querySelectorAll('[id]')].find((el) => el.id === by);
    return label?.textContent === title;
  });
  const [dialog] = named;
  if (named.length !== 1 || dialog === undefined) throw new Error(`${named.length} dialogs named "${title}"`);
  return dialog;
}
