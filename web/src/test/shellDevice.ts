import {
  alarmRecent,
  boardCpu,
  boardMenu,
  boardPon,
  boardSystem,
  getHostname,
  getSettingBoard,
  getSystemLang,
  getSystemTheme,
  logout,
  onuAllowPrepare,
  onuSearch,
  onuTable,
  portVlanAll,
  portlistInfo,
  qinqList,
  saveState,
  setSystemLang,
  setSystemTheme,
  systemCustom,
  systemSave,
  timeInfo,
  trafficMonitorAll,
  translationList,
  userSession,
  vlanPrepare,
  vlanTable,
} from '@olt/protocol';
import { fakeDevice, ok, type FakeDevice } from './device.ts';
import {
  SAMPLE_ALARMS,
  SAMPLE_CUSTOM,
  SAMPLE_MENU,
  SAMPLE_ONUS,
  SAMPLE_PONS,
  SAMPLE_SYSTEM,
  SAMPLE_TRAFFIC,
  SAMPLE_VLANS,
  sessionInfo,
} from './samples.ts';

/**
 * The sample device as the shell sees it: the shared state, the shell's own actions and the reads of the top pages
 * (status, ONU list, VLAN). Like the device, it reports unsaved changes (set with `setUnsaved`) until the
 * configuration is saved. A test changes any answer with `answer`/`reply` before it renders.
 */
export function shellDevice(): FakeDevice & { setUnsaved: (isUnsaved: boolean) => void } {
  const device = fakeDevice();
  let unsaved = 0;
  device.answer(userSession, sessionInfo());
  device.answer(boardSystem, SAMPLE_SYSTEM);
  device.answer(boardMenu, SAMPLE_MENU);
  device.answer(getSettingBoard, { name: '', addr: '', email: '', phone: '', supplier_info: '', cc_url: '' });
  device.answer(systemCustom, SAMPLE_CUSTOM);
  device.answer(getHostname, { hostname: 'olt-lab-1' });
  device.answer(portlistInfo, []);
  device.answer(getSystemLang, { lang: 'en' });
  device.reply(setSystemLang, ok());
  device.answer(getSystemTheme, { theme: 0 });
  device.reply(setSystemTheme, ok());
  device.reply(systemSave, () => {
    unsaved = 0;
    return ok();
  });
  device.answer(saveState, () => ({ unsaved }));
  device.reply(logout, ok());
  device.answer(boardCpu, { cpu_usage: 25, memory_usage: 70, temperature: 48 });
  device.answer(boardPon, SAMPLE_PONS);
  device.answer(timeInfo, { time_now: [2026, 1, 2, 10, 0, 0], uptime: [1, 2, 3, 1], timezone: 1 });
  device.answer(trafficMonitorAll, SAMPLE_TRAFFIC);
  device.answer(alarmRecent, SAMPLE_ALARMS);
  device.reply(onuAllowPrepare, ok());
  device.answer(onuTable, SAMPLE_ONUS);
  device.answer(onuSearch, { total: SAMPLE_ONUS.length, rows: SAMPLE_ONUS });
  device.reply(vlanPrepare, ok());
  device.answer(vlanTable, SAMPLE_VLANS);
  device.answer(portVlanAll, []);
  device.answer(translationList, []);
  device.answer(qinqList, []);
  return {
    ...device,
    setUnsaved: (isUnsaved) => {
      unsaved = isUnsaved ? 1 : 0;
    },
  };
}
