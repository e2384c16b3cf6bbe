import { lazy, useState } from 'react';
import { DownOutlined } from '../components/plain/plainIcons.ts';
import { useTranslation } from '../lib/translation.ts';
import { useNavigate } from 'react-router';
import {
  ADVANCED_BASE,
  LANGUAGES,
  SYS_SETTING_PATH,
  VENDOR_ACCOUNT,
  logoutRoute,
  systemRunningConfigRoute,
  systemSaveRoute,
  type Language,
} from '@olt/protocol/light';
import { call, send } from '../lib/apiClient.ts';
import { confirm, showDeviceError, toast } from '../lib/feedback.ts';
import { useCustomFlags } from '../lib/deviceQueries.ts';
import { write } from '../lib/deviceWrite.ts';
import { useDeviceWrite } from '../lib/useDeviceWrite.ts';
import { useLanguage } from '../lib/language.ts';
import { useLiveAlarmSwitch } from '../lib/liveAlarms.ts';
import { useSession } from '../lib/session.ts';
import { rebootDevice } from '../lib/rebootWait.ts';
import { useMayWrite } from '../lib/access.ts';
import { saveStateKey, useUnsavedState } from './useUnsavedState.ts';
import { PlainMenu, type PlainMenuEntry } from '../components/plain/PlainMenu.tsx';
import { AntdScope } from '../lib/antdScope.tsx';

const RunningConfigModal = lazy(() =>
  import('./RunningConfigModal.tsx').then((m) => ({ default: m.RunningConfigModal })),
);

/** Each language is offered in its own words, whatever the current one (screens.md §2.1). */
const LANGUAGE_NAMES: Record<Language, string> = { zh: '简体中文', en: 'English' };

/** The device accepted the request but its file could not be read. */
class ConfigFileError extends Error {}

async function readRunningConfig(): Promise<string> {
  // the device serves the file to this session only: its link carries a one-time ticket
  const { filename } = await call(systemRunningConfigRoute);
  const res = await fetch(filename, { cache: 'no-store' }).catch(() => null);
  // a web server that answers unknown files with the console's page has no configuration to give
  if (!res?.ok || (res.headers.get('content-type') ?? '').includes('text/html')) throw new ConfigFileError();
  return res.text();
}

/** The shortcut menu of the top bar (screens.md §2.1): every device-wide action asks first. */
export function ShortcutMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const isAlarmsOn = useLiveAlarmSwitch((s) => s.isEnabled);
  const lang = useLanguage((s) => s.lang);
  const flags = useCustomFlags().data;
  const isLanguageFixed = flags?.fix_lang === 1;
  // the vendor's settings are outside the menus (spec §6); their account gets a way there unless customising is locked
  const isVendor = useSession((s) => s.user) === VENDOR_ACCOUNT.name && flags?.custom !== 1;
  const [configText, setConfigText] = useState<string | null>(null);
  const isUnsaved = useUnsavedState();
  const device = useDeviceWrite();
  // saving and rebooting change the system area: a level that may not change it sees them disabled
  const maySystem = useMayWrite('system');

  const saveConfig = () =>
    device.run(write(systemSaveRoute, {}), {
      confirm: t('shortcut.saveConfirm'),
      success: t('shortcut.saved'),
      invalidate: [saveStateKey],
    });

  const viewConfig = async () => {
    if (!(await confirm(t('shortcut.viewConfirm')))) return;
    try {
      setConfigText(await readRunningConfig());
    } catch (err) {
      if (err instanceof ConfigFileError) toast.error(t('runningConfig.failed'));
      else showDeviceError(err);
    }
  };

  const reboot = async () => {
    if (!(await confirm(t('shortcut.rebootConfirm')))) return;
    await rebootDevice();
  };

  const signOut = async () => {
    if (!(await confirm(t('shortcut.signOutConfirm')))) return;
    const name = useSession.getState().user ?? undefined;
    // the answer does not matter: the console forgets the session either way
    await send(logoutRoute, { param: { name } }).catch(() => undefined);
    toast.success(t('shortcut.signedOut'));
    useSession.getState().clear();
    void navigate('/login', { replace: true });
  };

  const unsavedDot = <span className="plain-dot" aria-hidden="true" />;
  const entries: PlainMenuEntry[] = [
    {
      key: 'alarms',
      label: isAlarmsOn ? t('shortcut.alarmsOff') : t('shortcut.alarmsOn'),
      onSelect: () => useLiveAlarmSwitch.getState().setEnabled(!isAlarmsOn),
    },
    {
      key: 'save',
      label: (
        <>
          {isUnsaved && unsavedDot}
          {t('shortcut.saveConfig')}
        </>
      ),
      disabled: !maySystem,
      onSelect: () => void saveConfig(),
    },
    // the original's one shortcut into the advanced area (screens.md §2.1)
    {
      key: 'ponOptical',
      label: t('shortcut.ponOptical'),
      onSelect: () => void navigate(`${ADVANCED_BASE}/pon_optical`),
    },
    { key: 'view', label: t('shortcut.viewConfig'), onSelect: () => void viewConfig() },
    { key: 'reboot', label: t('shortcut.reboot'), danger: true, disabled: !maySystem, onSelect: () => void reboot() },
    ...(isVendor
      ? [{ key: 'sysSetting', label: t('shortcut.sysSetting'), onSelect: () => void navigate(SYS_SETTING_PATH) }]
      : []),
    ...(isLanguageFixed
      ? []
      : [
          { key: 'langDivider', divider: true as const },
          { key: 'language', group: t('shortcut.language') },
          ...LANGUAGES.map((code) => ({
            key: `lang:${code}`,
            label: LANGUAGE_NAMES[code],
            checked: code === lang,
            onSelect: () => {
              if (code !== lang) useLanguage.getState().setLang(code);
            },
          })),
        ]),
    { key: 'signOutDivider', divider: true },
    { key: 'signOut', label: t('shortcut.signOut'), onSelect: () => void signOut() },
  ];

  return (
    <>
      {isUnsaved && (
        // next to Save: the running configuration is not what a reboot would bring back (a real OLT's behaviour)
        <button
          type="button"
          className="plain-button olt-unsaved"
          title={t('unsaved.hint')}
          disabled={!maySystem}
          onClick={() => void saveConfig()}
        >
          {unsavedDot}
          {t('unsaved.mark')}
        </button>
      )}
      <PlainMenu
        trigger={
          <>
            {t('shortcut.title')} <DownOutlined />
          </>
        }
        entries={entries}
        buttonClassName="olt-topbar-button"
        isHoverOpened
      />
      {configText !== null && (
        <AntdScope>
          <RunningConfigModal text={configText} onClose={() => setConfigText(null)} />
        </AntdScope>
      )}
    </>
  );
}
