import { z } from 'zod';
import {
  AAA_MODE,
  RADIUS_DEFAULT_LEVEL,
  RADIUS_FALLBACK,
  RADIUS_PORT_DEFAULT,
  RADIUS_RETRIES,
  RADIUS_TIMEOUT_SECONDS,
  type AaaSettings,
  ALARM_WORDS,
  settingWord,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';

const Aaa = z.strictObject({
  auth_mode: z.number().int(),
  radius_fallback: z.number().int(),
  radius_server: z.string(),
  radius_port: z.number().int(),
  radius_secret: z.string(),
  radius_timeout: z.number().int(),
  radius_retries: z.number().int(),
  radius_default_level: z.number().int(),
});
/** The AAA settings as stored, the shared secret included. */
export type AaaConfig = z.output<typeof Aaa>;
const aaaSections = sections({ aaa: { schema: Aaa } });

const FACTORY_AAA: AaaConfig = {
  auth_mode: AAA_MODE.local,
  radius_fallback: RADIUS_FALLBACK.unreachable,
  radius_server: '',
  radius_port: RADIUS_PORT_DEFAULT,
  radius_secret: '',
  radius_timeout: RADIUS_TIMEOUT_SECONDS.default,
  radius_retries: RADIUS_RETRIES.default,
  radius_default_level: RADIUS_DEFAULT_LEVEL.default,
};

/**
 * How management sign-ins are authenticated (screens.md §18 `aaa_mgmt`): by the local accounts, or by a RADIUS server
 * with a local fallback the operator chooses. The sign-in (auth/login.ts) reads these settings; the shared secret is
 * kept here and never answered by a read.
 */
export class AaaArea implements Area<{ aaa: AaaConfig }> {
  readonly name = 'aaa';
  readonly sections = aaaSections;
  private state: AaaConfig = { ...FACTORY_AAA };

  constructor(private readonly k: Kernel) {}

  /** The settings with the secret, for the sign-in. */
  get config(): Readonly<AaaConfig> {
    return this.state;
  }

  /** AAA-01: the settings as a read answers them, without the secret. */
  settings(): AaaSettings {
    const { radius_secret, ...rest } = this.state;
    return { ...rest, radius_secret_set: radius_secret === '' ? 0 : 1 };
  }

  /** AAA-02: a secret left out or "" keeps the stored one; RADIUS needs a server and a secret. */
  set(next: Omit<AaaConfig, 'radius_secret'> & { radius_secret?: string | undefined }): void {
    this.k.write(() => {
      const secret =
        next.radius_secret === undefined || next.radius_secret === '' ? this.state.radius_secret : next.radius_secret;
      if (next.auth_mode === AAA_MODE.radius) {
        if (next.radius_server === '') refuse('RADIUS authentication needs a RADIUS server');
        if (secret === '') refuse('RADIUS authentication needs a shared secret');
      }
      this.state = { ...next, radius_secret: secret };
      this.k.journal.section('aaa');
      this.k.alarms.log(
        next.auth_mode === AAA_MODE.radius
          ? wordsText(ALARM_WORDS.aaaRadius, {
              server: `${next.radius_server}:${next.radius_port}`,
              fallback: settingWord('fallback', next.radius_fallback),
            })
          : ALARM_WORDS.aaaLocal,
      );
    });
  }

  exportSection(): AaaConfig {
    return { ...this.state };
  }

  load(config: { aaa: AaaConfig }): void {
    this.state = { ...config.aaa };
  }
}
