import { InboxOutlined } from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import { PlainButton } from '../../components/plain/PlainButton.tsx';

/** What an empty list means: nothing on the port, or nothing matching the filters (with a way back). */
export function OnuEmpty({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const { t } = useTranslation('onu');
  return (
    <div className="onu-empty">
      <InboxOutlined className="onu-empty__image" />
      <p>{t(isFiltered ? 'empty.noMatch' : 'empty.noOnu')}</p>
      {isFiltered && <PlainButton onClick={onClear}>{t('empty.clear')}</PlainButton>}
    </div>
  );
}
