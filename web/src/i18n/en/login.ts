import type { login as zh } from '../zh/login.ts';

export const login = {
  title: 'Sign in to manage the EPON OLT',
  fallbackLogo: 'EPON-OLT',
  ponPorts: '{{count}} PON ports',
  userName: 'User name',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  language: 'Language',
  captcha: 'Verification code',
  captchaReload: 'Hard to read? Click the image for a new one',
  submit: 'Sign in',
  submitting: 'Signing in…',
  copyright: 'Copyright © 2017–{{year}}',
  error: {
    userName: 'User name: 4–16 characters, starting with a letter; letters, digits, underscore or dot only, no spaces or special characters',
    password: 'Password: 5–16 characters, without spaces, ?, \\, /, single or double quotes',
    captcha: 'Enter the verification code',
    required: 'Enter your user name and password',
    illegal: 'Illegal Login Information',
    timeout: 'Login timeout, Please Login',
    network: 'Login timeout, Please again login the device',
    device: '({{code}}) {{message}}',
  },
  welcome: 'Welcome, {{name}}',
  defaultPassword: 'You are using the factory default password. Please change it soon in User Management.',
} satisfies typeof zh;
