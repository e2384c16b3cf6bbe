import { useState } from 'react';
import { FibreLines } from './FibreLines.tsx';
import type { BoardInfo } from '@olt/protocol/light';
import { LOGIN_LOGO_URL } from './loginApi.ts';
import { useLoginText } from './loginText.ts';

interface LoginBrandProps {
  /** undefined while the device has not answered yet, null when it gave no board data */
  board: BoardInfo | null | undefined;
  hasLogo: boolean | null;
  showCopyright: boolean;
}

/** The card's coloured half: the vendor logo or the product title, the model and its PON port count. */
export function LoginBrand({ board, hasLogo, showCopyright }: LoginBrandProps) {
  const t = useLoginText();
  // a logo that answered 2xx but does not decode falls back to the title rather than a broken image
  const [isLogoBroken, setLogoBroken] = useState(false);
  const showLogo = hasLogo === true && !isLogoBroken;

  return (
    <section className="login-brand">
      <FibreLines className="login-brand__fibres" />
      <div className="login-brand__identity">
        {showLogo && (
          <span className="login-brand__plate">
            <img src={LOGIN_LOGO_URL} alt={t('logoAlt')} onError={() => setLogoBroken(true)} />
          </span>
        )}
        {(hasLogo === false || isLogoBroken) && <p className="login-brand__title">{t('fallbackLogo')}</p>}
        {hasLogo === null && <span className="login-brand__placeholder login-brand__placeholder--title" />}
        {board === undefined && <span className="login-brand__placeholder" />}
        {board && (
          <div className="login-brand__model">
            <p className="login-brand__product">{board.product_name}</p>
            <p className="login-brand__ports">{t('ponPorts', { count: board.ponports })}</p>
          </div>
        )}
      </div>
      {showCopyright && <p className="login-brand__copyright">{t('copyright', { year: new Date().getFullYear() })}</p>}
    </section>
  );
}
