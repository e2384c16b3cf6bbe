import { useLayoutEffect, useRef } from 'react';
import { LANGUAGES, type Language } from '@olt/protocol/light';
import { useLanguage } from '../lib/language.ts';
import { useLoginLanguage, useLoginText } from './loginText.ts';

/** Each language is named in itself, so a reader of either can find theirs whatever the page shows. */
const ENDONYMS: Record<Language, string> = { zh: '简体中文', en: 'English' };

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The device serves the page rendered (boot.tsx hydrates it): a language ticked before the script arrived is checked
 * in the page but reached no handler. Taken once, right after hydration, like the typed fields (LoginForm.tsx).
 */
function useChosenBeforeHydration(choices: React.RefObject<HTMLDivElement | null>): void {
  const lang = useRef(useLoginLanguage());
  const setLang = useLanguage((s) => s.setLang);
  useLayoutEffect(() => {
    const picked = choices.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (picked !== undefined && isLanguage(picked) && picked !== lang.current) setLang(picked);
  }, [choices, setLang]);
}

/** Switching changes the page at once and posts the choice to the device (spec §4). */
export function LanguageChoice() {
  const t = useLoginText();
  const lang = useLoginLanguage();
  const setLang = useLanguage((s) => s.setLang);
  const choices = useRef<HTMLDivElement>(null);
  useChosenBeforeHydration(choices);
  return (
    <fieldset className="login-field login-language">
      <legend className="login-field__label">{t('language')}</legend>
      <div className="login-language__options" ref={choices}>
        {LANGUAGES.map((option) => (
          <label key={option} className="login-language__option" lang={option === 'zh' ? 'zh-CN' : 'en'}>
            <input type="radio" name="lang" value={option} checked={lang === option} onChange={() => setLang(option)} />
            <span>{ENDONYMS[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
