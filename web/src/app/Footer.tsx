import { useTranslation } from '../lib/translation.ts';
import { useCustomFlags, useSystemInfo } from '../lib/deviceQueries.ts';
import { COPYRIGHT_FIRST_YEAR } from '../lib/uiLimits.ts';

/** The vendor named by the `hsgq` custom flag (api.md §1.9); a name, so it is not translated. */
const FLAGGED_VENDOR = 'HSGQ';

/** One line: copyright up to this year, firmware version and MAC of the device, and the vendor line when flagged. */
export function Footer() {
  const { t } = useTranslation('shell');
  const system = useSystemInfo().data;
  const isVendorShown = useCustomFlags().data?.hsgq === 1;
  return (
    <footer className="olt-footer">
      <span>{t('footer.copyright', { from: COPYRIGHT_FIRST_YEAR, to: new Date().getFullYear() })}</span>
      {isVendorShown && <span>{t('footer.vendor', { vendor: FLAGGED_VENDOR })}</span>}
      {system && <span>{t('footer.firmware', { version: system.fw_ver })}</span>}
      {system && <span>{t('footer.mac', { mac: system.macaddr })}</span>}
    </footer>
  );
}
