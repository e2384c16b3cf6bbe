import type { sysSetting as zh } from '../zh/sysSetting.ts';

export const sysSetting = {
  title: 'Logo, model and company information',
  subtitle:
    'This page is for the device vendor. What you set here shows on the login page, the header and Running Status.',
  back: 'Back to device management',
  language: 'Language',
  langName: 'English',
  loginLogo: {
    title: 'Login page logo',
    hint: 'The maximum image size is {{kb}} KB',
    saved: 'Login page logo replaced with {{name}}',
  },
  mainLogo: {
    title: 'Header logo',
    hint: 'LOGO size limit is {{width}}×{{height}} px, at most {{kb}} KB',
    saved: 'Header logo replaced with {{name}}',
  },
  picker: {
    choose: 'Click or drop an image here',
    types: 'PNG, JPG or JPEG',
    chosen: 'Selected: {{name}} ({{kb}} KB)',
    preview: 'Preview',
    current: 'Current logo',
    noLogo: 'No logo set yet',
    clear: 'Clear selection',
    commit: 'Commit',
  },
  check: {
    noFile: "There's no file",
    tooLarge: 'The maximum image size is {{kb}}kb',
    wrongType: 'Only PNG, JPG or JPEG images can be used',
    wrongSize: 'The image is {{width}}×{{height}} px; the logo must be exactly {{needWidth}}×{{needHeight}} px',
    unreadable: 'This file cannot be read as an image',
  },
  company: {
    title: 'Company information',
    hint: 'Shown on Running Status; the logo link opens in a new tab when the header logo is clicked.',
    name: 'Company name',
    addr: 'Company address',
    email: 'Company email',
    phone: 'Contact number',
    supplier_info: 'Supplier information',
    cc_url: 'Logo link',
    commit: 'Commit',
    loadFailed: 'The current company information could not be read; the form is empty.',
    failed: 'Setting failed: {{message}}',
    saved: 'Company information saved: {{name}}',
    savedNoName: 'Company information saved, without a company name',
  },
} satisfies typeof zh;
