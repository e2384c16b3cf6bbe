import { Modal } from 'antd';
import { useTranslation } from '../lib/translation.ts';
import { WhereMacSearch } from '../components/WhereMacSearch.tsx';

/** The top bar's "Where is this MAC" (WhereMacTool.tsx): the MAC screens' search, in a dialog over any page. */
export function WhereMacDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('mac');
  return (
    <Modal open title={t('where.title')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <WhereMacSearch isFocused />
    </Modal>
  );
}
