/**
 * A console page rendered by the device itself (so the ONU table's rows paint before any of the console's
 * code has loaded). Sessions stay in session storage and the `X-Token` header (spec §6); beside them the sign-in
 * answer sets a cookie holding the same token, which only the device's page render reads, never an API route. A
 * browser tab whose own session is another one (or none) never shows the rendered page: the page carries a tag of
 * the token it was rendered for, which a fixed inline script and a style rule compare with the tab's token.
 */

/** The cookie set by a successful sign-in: HttpOnly, SameSite=Strict, the whole device. */
export const PAGE_COOKIE = 'olt_page';

/** The element holding the device's render, shown over the console until the console shows the page itself. */
export const DEVICE_RENDER_ID = 'olt-device-render';

/** Where the page keeps a control pressed on the device's render until the console takes over (a global's name). */
export const PENDING_CLICK_KEY = '__oltPendingClick';

/**
 * A page the device rendered names the console's modules in a data block rather than as preloads: the browser
 * paints the render first, and only then fetches and compiles the console (web/src/main.ts), instead of sharing
 * the machine's cores between the two.
 */
export const PAGE_MODULES_ID = 'olt-page-modules';

export const pageModulesBlock = (files: readonly string[]): string =>
  `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(files).replaceAll('<', '\\u003c')}</script>`;

/** Data blocks (`<script type="application/json">`) holding the answers the render was made from, one per GET. */
export const FIRST_ANSWER_CLASS = 'olt-first-answer';

/**
 * A short tag of a session token (32-bit FNV-1a, hex): enough to tell two sessions apart, far too short to stand
 * for the token. Computed alike by the device and by the page's check script below.
 */
export function pageTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16);
}

/**
 * The inline script written first in the page's head: it marks `<html>` with the tag of this tab's token (session
 * storage `x-token`) as `data-session`, before any style sheet is asked for. The render is hidden unless that tag is
 * the one it was made for (`deviceRenderStyle`), so a tab whose session is another one (or none) never paints it.
 * Fixed text, so the Content-Security-Policy allows it by its hash alone (server http/securityHeaders.ts).
 */
/** The render's own controls the browser works at once: their state is carried over, not their click. */
export const TICKED = 'input[type=checkbox],input[type=radio]';

export const DEVICE_RENDER_CHECK =
  `(()=>{let t='';try{t=sessionStorage.getItem('x-token')??''}catch{}let h=0x811c9dc5;` +
  `for(let i=0;i<t.length;i++)h=Math.imul(h^t.charCodeAt(i),0x01000193)>>>0;` +
  `document.documentElement.dataset.session=h.toString(16);` +
  // a control pressed on the render before the console's code is in waits for the console (web lib/renderCarryOver.ts);
  // a link is left to the browser, which follows it at once, and a check box or radio to the browser, which ticks it
  `addEventListener('click',e=>{const r=document.getElementById('${DEVICE_RENDER_ID}'),c=e.target instanceof Element&&` +
  `e.target.closest('button,[role=button],[role=menuitem],[role=tab],[role=checkbox],[role=switch],label,${TICKED}');` +
  `if(r&&c&&r.contains(c)&&!c.matches('${TICKED}')&&!(c.matches('label')&&c.querySelector('${TICKED}')))` +
  `{e.preventDefault();window.${PENDING_CLICK_KEY}=c}},true)})()`;

/** The head's rule for a render made for `token`: shown only in a tab of that session. */
const deviceRenderStyle = (token: string): string =>
  `<style>#${DEVICE_RENDER_ID}{visibility:hidden}html[data-session="${pageTag(token)}"] #${DEVICE_RENDER_ID}{visibility:visible}</style>`;

const escapeAttribute = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * One answer as a data block: the envelope's JSON text as the API sends it, `<` written as `\u003c` (it can only
 * stand inside a JSON string, where both mean the same), so no text of the device can close the element.
 */
const firstAnswerBlock = (url: string, json: string): string =>
  `<script type="application/json" class="${FIRST_ANSWER_CLASS}" data-url="${escapeAttribute(url)}">` +
  `${json.replaceAll('<', '\\u003c')}</script>`;

/** The device's render of a page and its answers, as the body's first elements. */
export const deviceRenderBlock = (
  render: { html: string; page: string },
  token: string,
  answers: Readonly<Record<string, string>>,
): string =>
  // the page as the console will show it: what the operator types, scrolls or presses there is carried over
  `<div id="${DEVICE_RENDER_ID}" data-page="${escapeAttribute(render.page)}" data-tag="${pageTag(token)}">` +
  `${render.html}</div>${Object.entries(answers)
    .map(([url, json]) => firstAnswerBlock(url, json))
    .join('')}`;

/** What goes first in the head of a page the device rendered for `token`: the check and the rule it feeds. */
export const deviceRenderHead = (token: string): string =>
  `<script>${DEVICE_RENDER_CHECK}</script>${deviceRenderStyle(token)}`;
