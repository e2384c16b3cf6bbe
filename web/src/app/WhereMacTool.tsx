import { lazy, useState } from 'react';
import { SearchOutlined } from '../components/plain/plainIcons.ts';
import { useTranslation } from '../lib/translation.ts';
import { AntdScope } from '../lib/antdScope.tsx';

const WhereMacDialog = lazy(() => import('./WhereMacDialog.tsx').then((m) => ({ default: m.WhereMacDialog })));

/**
 * "Where is this MAC" from every page (MAC-X3): the top bar's search opens it over the page the operator is on, so
 * "where is this customer's router?" needs no trip to the MAC screens. Its code comes on the first click.
 */
export function WhereMacTool() {
  const { t } = useTranslation('shell');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="olt-topbar-button"
        aria-label={t('whereMac.open')}
        title={t('whereMac.hint')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SearchOutlined />
      </button>
      {isOpen && (
        <AntdScope>
          <WhereMacDialog onClose={() => setOpen(false)} />
        </AntdScope>
      )}
    </>
  );
}
