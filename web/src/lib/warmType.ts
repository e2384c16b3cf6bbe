import { whenIdle } from './whenIdle.ts';

/**
 * The console's type laid out once while the operator types on the login page. Chromium finds a font for
 * each family, size and weight the first time a document lays text out in it, and on Linux asks its browser process
 * for each family of the stack it tries there; in a trace of the sign-in, the first layout of the status home took
 * about twice as long with its sizes and weights new to the page as once they had been laid out (README › Benchmarks).
 */

/** The families, sizes and weights a set of style sheets names (sizes in pixels only: what a rule fixes). */
interface TypeScale {
  families: string[];
  sizes: string[];
  weights: string[];
}

/** Text of both scripts the console writes in, so the fallback for Chinese is found too. */
const SAMPLE = '0 Ag 中';

const PIXEL_SIZE = /^\d+(\.\d+)?px$/;
const WEIGHT = /^(\d{3}|normal|bold)$/;
const isFamily = (value: string) => value !== '' && !/^(inherit|initial|unset|revert|revert-layer)$/.test(value);

/** What `sheets` name, from every style rule in them, nested or in a group rule. */
export function typeScaleOf(sheets: Iterable<CSSStyleSheet>): TypeScale {
  const families = new Set<string>();
  const sizes = new Set<string>();
  const weights = new Set<string>(['400']);
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      const { style } = rule as Partial<CSSStyleRule>;
      if (style) {
        if (isFamily(style.fontFamily)) families.add(style.fontFamily);
        if (PIXEL_SIZE.test(style.fontSize)) sizes.add(style.fontSize);
        if (WEIGHT.test(style.fontWeight)) weights.add(style.fontWeight === 'normal' ? '400' : style.fontWeight);
      }
      const nested = (rule as Partial<CSSGroupingRule>).cssRules;
      if (nested) visit(nested);
    }
  };
  for (const sheet of Array.from(sheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a sheet of another origin keeps its rules
    }
    visit(rules);
  }
  return { families: [...families], sizes: [...sizes], weights: [...weights] };
}

/**
 * Lays a line of text out in every family, size and weight of `scale`, one family and size per idle moment of the
 * browser (each new font costs a few milliseconds, here in the operator's pauses rather than in a keystroke's frame),
 * in a hidden holder taken away at the end. Answers the cancel.
 */
export function warmType(scale: TypeScale, doc: Document = document): () => void {
  const holder = doc.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText =
    'position:fixed;top:0;left:0;width:1px;height:1px;overflow:hidden;contain:strict;visibility:hidden;' +
    'pointer-events:none;white-space:nowrap';
  const steps = scale.sizes.flatMap((size) => scale.families.map((family) => ({ size, family })));
  let cancelIdle = (): void => undefined;
  const idle = (work: () => void) => (cancelIdle = whenIdle(work));
  const next = () => {
    const step = steps.shift();
    if (step === undefined) {
      holder.remove();
      return;
    }
    holder.replaceChildren(
      ...scale.weights.map((weight) => {
        const line = doc.createElement('span');
        line.style.fontFamily = step.family;
        line.style.fontSize = step.size;
        line.style.fontWeight = weight;
        line.textContent = SAMPLE;
        return line;
      }),
    );
    if (!holder.isConnected) doc.body.append(holder);
    // reading a size makes the browser lay the lines out now, in this idle moment, rather than in the next frame
    void holder.scrollWidth;
    idle(next);
  };
  if (steps.length > 0) idle(next);
  return () => {
    cancelIdle();
    holder.remove();
  };
}
