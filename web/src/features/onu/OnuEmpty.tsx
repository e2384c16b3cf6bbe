import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an empty list means: nothing on the port, or nothing matching the filters (with a way back). */
export function OnuEmpty({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const { t } = useTranslation('onu');
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(isFiltered ? 'empty.noMatch' : 'empty.noOnu')}>
      {isFiltered && (
        <Button size="small" onClick={onClear}>
          {t('empty.clear')}
        </Button>
      )}
    </Empty>
  );
}
