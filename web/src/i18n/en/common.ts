import type { common as zh } from '../zh/common.ts';

export const common = {
  ok: 'OK',
  cancel: 'Cancel',
  save: 'Save',
  refresh: 'Refresh',
  loading: 'Loading…',
  noData: 'No data',
  success: 'Done',
  settingOk: 'Setting success',
  settingFailed: 'Setting failed',
  deviceError: '({{code}}) {{message}}',
  networkError: 'Network error, please check the network connection.',
  illegalLogin: 'Illegal Login Information',
  loginTimeout: 'Login timeout, Please Login',
  getDataFailed: 'Failed to get data',
  notAvailable: {
    title: 'Not available in this version',
    text: '"{{name}}" comes in a later version. The rest of the device is not affected.',
  },
} satisfies typeof zh;
