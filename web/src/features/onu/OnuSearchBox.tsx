import { memo, useEffect, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 150;

interface OnuSearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The search box keeps its own text, so a keystroke re-renders only the box; the list is asked for once the typing
 * pauses. Clearing answers at once.
 */
export const OnuSearchBox = memo(function OnuSearchBox({ value, onSearch }: OnuSearchBoxProps) {
  const { t } = useTranslation('onu');
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  // the page may reset the search (clear filters): follow it
  if (seenValue !== value) {
    setSeenValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), text === '' ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Input
      id="onu-search"
      type="search"
      allowClear
      value={text}
      onChange={(e) => setText(e.target.value)}
      prefix={<SearchOutlined />}
      placeholder={t('toolbar.searchPlaceholder')}
      aria-label={t('toolbar.search')}
      maxLength={64}
      style={{ width: 280 }}
    />
  );
});
