import { useState } from 'react';
import { useTranslation } from '../lib/translation.ts';
import { LOGO_FILES } from '@olt/protocol';
import { useCompanyInfo, useHostname, useSystemInfo } from '../lib/deviceQueries.ts';

/** The vendor text stands in for a missing logo, cut as the original header does (screens.md §2.1). */
const VENDOR_TEXT_MAX_CHARS = 18;
const VENDOR_TEXT_LONG_CHARS = 12;

/** The company's link opens as typed; an address without a scheme is taken as http (screens.md §21). */
function companyLink(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Logo (or vendor text) with the company link when one is set, and the device's host name. */
export function Brand() {
  const { t } = useTranslation('shell');
  const [isLogoBroken, setLogoBroken] = useState(false);
  const vendor = useSystemInfo().data?.vendor ?? '';
  const hostname = useHostname().data?.hostname;
  const company = useCompanyInfo();
  const link = company.data?.cc_url?.trim();
  // the device says whether a logo is stored (has_logo); one that does not say is asked for the picture itself
  const hasLogo = company.data?.has_logo !== 0;
  const isLogoMissing = !hasLogo || isLogoBroken;

  const text = (vendor || t('fallbackLogo')).slice(0, VENDOR_TEXT_MAX_CHARS);
  const mark = isLogoMissing ? (
    <span className={text.length > VENDOR_TEXT_LONG_CHARS ? 'olt-brand-text olt-brand-text-long' : 'olt-brand-text'}>
      {text}
    </span>
  ) : (
    <img className="olt-brand-logo" src={LOGO_FILES.logo} alt={t('logoAlt')} onError={() => setLogoBroken(true)} />
  );

  return (
    <div className="olt-brand">
      {company.isPending ? null : (
        // one element whether or not there is a link: a remounted picture would be asked for again
        <a {...(link ? { href: companyLink(link), target: '_blank', rel: 'noopener noreferrer' } : {})}>{mark}</a>
      )}
      {hostname && (
        <span className="olt-hostname" title={t('hostname')}>
          {hostname}
        </span>
      )}
    </div>
  );
}
