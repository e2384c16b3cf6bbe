import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOGO_FILES, THEME_DEFAULT, pageFactsBlock, type Language, type PageFacts } from '@olt/protocol';
import type { Services } from '../services.ts';
import { readCustomFlags } from '../store/customFlags.ts';
import { DEFAULT_LANG, KEY } from './system.ts';

/** What the login page would otherwise ask the device for before it can paint (protocol/src/pageFacts.ts). */
export function pageFacts(svc: Services): PageFacts {
  const { product_name, ponports } = svc.device.chassis.systemInfo();
  return {
    board: { product_name, ponports },
    custom: readCustomFlags(svc.settings),
    lang: svc.settings.get<Language>(KEY.lang, DEFAULT_LANG),
    theme: svc.settings.get<number>(KEY.theme, THEME_DEFAULT),
    hasLoginLogo: svc.files.get(LOGO_FILES.login_logo.slice(1)) !== undefined,
  };
}

/**
 * The console's index.html with the page facts written into its head and its language on `<html>`, so the login page
 * paints complete with its first frame, without a call to the device. Built per request (a few hundred bytes of
 * JSON): the facts change when the vendor or the operator changes them. Undefined while no console is built.
 */
export function consolePage(webRoot: string, svc: Services): () => string | undefined {
  const path = join(resolve(webRoot), 'index.html');
  let template: string | undefined;
  return () => {
    if (template === undefined) {
      if (!existsSync(path)) return undefined;
      template = readFileSync(path, 'utf8');
    }
    const facts = pageFacts(svc);
    return template
      .replace(/<html lang="[^"]*"/, `<html lang="${facts.lang === 'zh' ? 'zh-CN' : 'en'}"`)
      .replace('</head>', `${pageFactsBlock(facts)}\n  </head>`);
  };
}
