import { LANGUAGES, type Language } from '@olt/protocol/light';
import { useLanguage } from '../lib/language.ts';
import { useLoginLanguage, useLoginText } from './loginText.ts';

/** Each language is named in itself, so a reader of either can find theirs whatever the page shows. */
const ENDONYMS: Record<Language, string> = { zh: '简体中文', en: 'English' };

/** Switching changes the page at once and posts the choice to the device (spec §4). */
export function LanguageChoice() {
  const t = useLoginText();
  const lang = useLoginLanguage();
  const setLang = useLanguage((s) => s.setLang);
  return (
    <fieldset className="login-field login-language">
      <legend className="login-field__label">{t('language')}</legend>
      <div className="login-language__options">
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
