import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The device server (npm run dev starts it on 8080) answers the API; Vite serves the console with hot reload. */
const DEVICE = process.env.DEVICE_URL ?? 'http://127.0.0.1:8080';
const API_PATHS = [
  '/board_info', '/board', '/system_lang', '/system_theme', '/system_custom', '/system_captcha', '/captcha',
  '/userlogin', '/upgrade', '/system', '/switch_port', '/onu_allow_list', '/onutable', '/onu_deny_list', '/onumgmt',
  '/time', '/system_save', '/system_reboot', '/system_start', '/logo.png', '/login_logo.png', '/ponmgmt',
  '/switch_vlan', '/switch_vlanlist', '/vlantable', '/switch_vlan_pvid', '/vlan_action',
];

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 2_000 },
  server: {
    proxy: {
      ...Object.fromEntries(API_PATHS.map((p) => [p, { target: DEVICE, changeOrigin: false }])),
      '/ws': { target: DEVICE.replace(/^http/, 'ws'), ws: true },
    },
  },
});
