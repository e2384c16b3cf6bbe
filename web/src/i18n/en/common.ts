import type { common as zh } from '../zh/common.ts';

export const common = {
  noChange: 'Nothing was changed',
  ok: 'OK',
  cancel: 'Cancel',
  save: 'Save',
  refresh: 'Refresh',
  loading: 'Loading…',
  noData: 'No data',
  settingFailed: 'Setting failed',
  deviceError: '({{code}}) {{message}}',
  networkError: 'Network error, please check the network connection.',
  illegalLogin: 'Illegal Login Information',
  loginTimeout: 'Login timeout, Please Login',
  readOnly: 'Your user rights ({{level}}) do not allow changing this',
  getDataFailed: 'Failed to get data',
  /** what a form field says when its value breaks the endpoint's rule (lib/schemaRules.ts) */
  rule: {
    required: 'Required',
    intRange: 'A whole number from {{min}} to {{max}}',
    intAtLeast: 'A whole number of at least {{min}}',
    maxChars: 'At most {{max}} characters',
    chars: '{{min}} to {{max}} characters',
    format: 'Not in the expected form',
    choice: 'Choose one of the offered values',
  },
  notAvailable: {
    title: 'Not available in this version',
    text: '"{{name}}" comes in a later version. The rest of the device is not affected.',
  },
} satisfies typeof zh;
