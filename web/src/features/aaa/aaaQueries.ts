import { useQuery } from '@tanstack/react-query';
import { getAaa, setAaa, type AaaSettings } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';

export const aaaKeys = { settings: ['aaa', 'settings'] as const };

/** The form's values: the settings as read, and a secret field that always starts empty (it is never answered). */
export type AaaValues = Omit<AaaSettings, 'radius_secret_set'> & { radius_secret: string };

export const toValues = ({ radius_secret_set: _stored, ...rest }: AaaSettings): AaaValues => ({
  ...rest,
  radius_secret: '',
});

/** The AAA settings (AAA-01), with whether a secret is stored. */
export const useAaa = () => useQuery({ queryKey: aaaKeys.settings, queryFn: () => call(getAaa) });

/** Saves (AAA-02); an empty secret field is left out, so the stored secret stays. */
export function aaaSave(values: AaaValues): WriteStep {
  const { radius_secret, ...rest } = values;
  return write(setAaa, radius_secret === '' ? rest : { ...rest, radius_secret });
}
