import { useEffect, useState } from 'react';
import { loadCaptcha } from './loginApi.ts';

export interface CaptchaState {
  /** image URL, also sent back as `captcha_f`; null while loading or when the device gave none */
  file: string | null;
  isLoading: boolean;
  reload: () => void;
}

/** The captcha, loaded only when the vendor switch turns it on (spec §4). */
export function useCaptcha(isEnabled: boolean): CaptchaState {
  const [request, setRequest] = useState(0);
  const [answer, setAnswer] = useState<{ request: number; file: string | null } | null>(null);

  useEffect(() => {
    if (!isEnabled) return;
    // only the newest request may set the image: a slow earlier answer must not replace a newer captcha
    let isCurrent = true;
    void loadCaptcha().then((file) => {
      if (isCurrent) setAnswer({ request, file });
    });
    return () => {
      isCurrent = false;
    };
  }, [isEnabled, request]);

  const isAnswered = answer?.request === request;
  return {
    file: isEnabled && isAnswered ? answer.file : null,
    isLoading: isEnabled && !isAnswered,
    reload: () => setRequest((n) => n + 1),
  };
}
