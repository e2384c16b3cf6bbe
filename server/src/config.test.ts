import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('options', () => {
  it('serves HTTPS on 8443 by default; 0 turns it off; flags win over the environment', () => {
    expect(readConfig([], {})).toMatchObject({ port: 8080, httpsPort: 8443 });
    expect(readConfig(['--https-port', '0'], { HTTPS_PORT: '9443' }).httpsPort).toBe(0);
    expect(readConfig([], { HTTPS_PORT: '9443' }).httpsPort).toBe(9443);
  });

  it('takes a certificate and key together, or neither', () => {
    expect(readConfig(['--tls-cert', 'c.pem', '--tls-key', 'k.pem'], {})).toMatchObject({
      tlsCert: 'c.pem',
      tlsKey: 'k.pem',
    });
    expect(() => readConfig(['--tls-cert', 'c.pem'], {})).toThrow(/both --tls-cert and --tls-key/);
    expect(() => readConfig([], { TLS_KEY: 'k.pem' })).toThrow(/both --tls-cert and --tls-key/);
  });

  it('refuses an HTTPS port that is the HTTP port or out of range', () => {
    expect(() => readConfig(['--port', '9000', '--https-port', '9000'], {})).toThrow(/must differ from --port/);
    expect(() => readConfig(['--https-port', '70000'], {})).toThrow();
  });

  it('plays a device of the family or fronts one, never both; the device only as http://address[:port]', () => {
    expect(readConfig([], { VENDOR_API_ONLY: '1' })).toMatchObject({ vendorApiOnly: true, vendorSessionLimit: 4 });
    expect(readConfig(['--olt', 'http://192.0.2.10:8080'], {})).toMatchObject({ olt: 'http://192.0.2.10:8080' });
    expect(readConfig([], { OLT_URL: 'http://192.0.2.10' }).oltConcurrency).toBe(4);
    expect(() => readConfig(['--olt', 'http://192.0.2.10/cgi'], {})).toThrow(/without path/);
    expect(() => readConfig(['--olt', 'ftp://192.0.2.10'], {})).toThrow(/without path/);
    expect(() => readConfig(['--olt', 'http://192.0.2.10', '--vendor-api-only', '1'], {})).toThrow(/not both/);
    expect(() => readConfig(['--olt', 'http://192.0.2.10', '--olt-user', 'admin'], {})).toThrow(/--olt-password/);
  });
});
