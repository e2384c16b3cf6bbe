import { memo, useState } from 'react';
import { Button, Input, Space, Tooltip } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface OnuSearchBoxProps {
  value: string;
  isRegex: boolean;
  /** the pattern does not compile: the box says so */
  isInvalid: boolean;
  onSearch: (text: string) => void;
  onRegexChange: (isRegex: boolean) => void;
}

/**
 * The one search box: every keystroke filters the rows the browser holds at once (the page defers the list's render
 * behind the typed character), and the server completes the match once typing pauses (onuQueries.ts). The `.*`
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
    <Space.Compact>
      <Tooltip title={isInvalid ? t('toolbar.regexInvalid') : null} open={isInvalid ? undefined : false}>
        <Input
          id="onu-search"
          type="search"
          allowClear
          value={text}
          status={isInvalid ? 'error' : undefined}
          aria-invalid={isInvalid}
          onChange={(e) => {
            setText(e.target.value);
            onSearch(e.target.value);
          }}
          prefix={<SearchOutlined />}
          placeholder={t('toolbar.searchPlaceholder')}
          aria-label={t('toolbar.search')}
          maxLength={64}
          style={{ width: 260 }}
        />
      </Tooltip>
      <Tooltip title={t('toolbar.regex')}>
        <Button
          aria-label={t('toolbar.regex')}
          aria-pressed={isRegex}
          type={isRegex ? 'primary' : 'default'}
          onClick={() => onRegexChange(!isRegex)}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
        >
          .*
        </Button>
      </Tooltip>
    </Space.Compact>
  );
});
