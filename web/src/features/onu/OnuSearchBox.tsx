import { memo, useState } from 'react';
import { SearchOutlined } from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import { HoverTip } from '../../components/plain/HoverTip.tsx';

interface OnuSearchBoxProps {
  value: string;
  isRegex: boolean;
  /** the pattern does not compile: the box says so */
  isInvalid: boolean;
  onSearch: (text: string) => void;
  onRegexChange: (isRegex: boolean) => void;
}

/**
 * The one search box: every keystroke filters the rows the browser holds at once (the page draws the list in the
 * frame that shows the character), and the server completes the match once typing pauses (onuQueries.ts). The `.*`
 * switch makes the text a regular expression over MAC and name (screens.md §7).
 */
export const OnuSearchBox = memo(function OnuSearchBox(props: OnuSearchBoxProps) {
  const { value, isRegex, isInvalid, onSearch, onRegexChange } = props;
  const { t } = useTranslation('onu');
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  // the page may reset the search (clear filters): follow it
  if (seenValue !== value) {
    setSeenValue(value);
    setText(value);
  }

  return (
    <div className="plain-compact onu-search">
      <span className="plain-affix">
        <SearchOutlined className="plain-affix__icon" />
        <input
          id="onu-search"
          type="search"
          className={
            isInvalid ? 'plain-input onu-search__input onu-search__input--invalid' : 'plain-input onu-search__input'
          }
          value={text}
          aria-invalid={isInvalid}
          aria-errormessage={isInvalid ? 'onu-search-error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            onSearch(e.target.value);
          }}
          placeholder={t('toolbar.searchPlaceholder')}
          aria-label={t('toolbar.search')}
          maxLength={64}
        />
        {isInvalid && (
          <span id="onu-search-error" role="alert" className="onu-search__error">
            {t('toolbar.regexInvalid')}
          </span>
        )}
      </span>
      <HoverTip title={t('toolbar.regex')}>
        <button
          type="button"
          className={isRegex ? 'plain-button plain-button--primary onu-regex' : 'plain-button onu-regex'}
          aria-label={t('toolbar.regex')}
          aria-pressed={isRegex}
          onClick={() => onRegexChange(!isRegex)}
        >
          .*
        </button>
      </HoverTip>
    </div>
  );
});
