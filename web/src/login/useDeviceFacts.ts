import { useEffect, useState } from 'react';
import type { PageFacts } from '@olt/protocol/light';
import type { BoardInfo, CustomFlags } from '@olt/protocol/light';
import { hasLoginLogo, loadBoardInfo, loadCustomFlags } from './loginApi.ts';

interface DeviceFacts {
  /** vendor switches: undefined until the device answers, null if it gave none (optional rows stay hidden) */
  custom: CustomFlags | null | undefined;
  /** product model and PON port count: undefined until the device answers, null if it gave none */
  board: BoardInfo | null | undefined;
  /** null while the check runs, so neither the title nor a broken image flashes */
  hasLogo: boolean | null;
}

/**
 * What the login page learns from the device before anyone signs in (api.md §1.6 step 1): from the page the device
 * served when it has them (`pageFacts`, lib/pageFacts.ts), else by asking.
 */
export function useDeviceFacts(pageFacts: PageFacts | null): DeviceFacts {
  const [served] = useState<DeviceFacts | null>(
    () => pageFacts && { custom: pageFacts.custom, board: pageFacts.board, hasLogo: pageFacts.hasLoginLogo },
  );
  const [facts, setFacts] = useState<DeviceFacts>(
    () => served ?? { custom: undefined, board: undefined, hasLogo: null },
  );
  useEffect(() => {
    if (served) return;
    let isLive = true;
    const merge = (part: Partial<DeviceFacts>) => {
      if (isLive) setFacts((f) => ({ ...f, ...part }));
    };
    void loadCustomFlags().then((custom) => merge({ custom }));
    void loadBoardInfo().then((board) => merge({ board }));
    void hasLoginLogo().then((hasLogo) => merge({ hasLogo }));
    return () => {
      isLive = false;
    };
  }, [served]);
  return facts;
}
