import { Card, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { AAA_MODE, RADIUS_DEFAULT_LEVEL, RADIUS_FALLBACK, LEVEL_NAMES, setAaa } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SettingsForm } from '../../components/kit/SettingsForm.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { aaaKeys, aaaSave, toValues, useAaa, type AaaValues } from './aaaQueries.ts';

const EMPTY: AaaValues = {
  auth_mode: AAA_MODE.local,
  radius_fallback: RADIUS_FALLBACK.unreachable,
  radius_server: '',
  radius_port: 1812,
  radius_secret: '',
  radius_timeout: 3,
  radius_retries: 2,
  radius_default_level: RADIUS_DEFAULT_LEVEL.default,
};
const isRadius = (v: Partial<AaaValues>) => Number(v.auth_mode) === AAA_MODE.radius;
const LEVELS = Array.from(
  { length: RADIUS_DEFAULT_LEVEL.max - RADIUS_DEFAULT_LEVEL.min + 1 },
  (_, i) => RADIUS_DEFAULT_LEVEL.min + i,
);

/** AAA (screens.md §18): local accounts, or RADIUS with a fallback to them; the shared secret is never shown back. */
export function AaaPage({ title }: { title: string }) {
  const { t } = useTranslation(['aaa', 'users', 'common']);
  const aaa = useAaa();
  const query = { ...aaa, data: aaa.data ? toValues(aaa.data) : undefined };
  const hasSecret = aaa.data?.radius_secret_set === 1;
  const field = (
    name: keyof AaaValues,
    kind: FieldSpec<AaaValues>['kind'],
    over: Partial<FieldSpec<AaaValues>> = {},
  ): FieldSpec<AaaValues> => ({
    name,
    kind,
    label: t(`aaa:field.${name}`),
    schema: paramField(setAaa.param, name),
    ...(name === 'auth_mode' ? {} : { when: isRadius }),
    ...over,
  });
  const fields: FieldSpec<AaaValues>[] = [
    field('auth_mode', 'radio', {
      options: [
        { value: AAA_MODE.local, label: t('aaa:mode.local') },
        { value: AAA_MODE.radius, label: t('aaa:mode.radius') },
      ],
    }),
    field('radius_server', 'text', { required: true, placeholder: t('aaa:hint.server') }),
    field('radius_port', 'int'),
    field('radius_secret', 'text', {
      placeholder: t(hasSecret ? 'aaa:hint.secretKept' : 'aaa:hint.secretNone'),
      extra: t('aaa:hint.secret'),
      showCount: true,
    }),
    field('radius_timeout', 'int'),
    field('radius_retries', 'int'),
    field('radius_fallback', 'select', {
      options: (['never', 'unreachable', 'rejected'] as const).map((k) => ({
        value: RADIUS_FALLBACK[k],
        label: t(`aaa:fallback.${k}`),
      })),
    }),
    field('radius_default_level', 'select', {
      extra: t('aaa:hint.level'),
      options: LEVELS.map((level) => ({ value: level, label: t(`users:level.${LEVEL_NAMES[level] ?? 'common'}`) })),
    }),
  ];
  return (
    <Card variant="borderless" data-page="aaa_mgmt">
      <PageHeader title={title} />
      <Typography.Paragraph type="secondary">{t('aaa:intro')}</Typography.Paragraph>
      <div style={{ maxWidth: 560 }}>
        <SettingsForm<AaaValues>
          query={query}
          empty={EMPTY}
          fields={fields}
          toWrite={aaaSave}
          invalidate={[aaaKeys.settings]}
          saveLabel={t('common:save')}
          success={(v) =>
            isRadius(v) ? t('aaa:savedRadius', { server: v.radius_server, port: v.radius_port }) : t('aaa:savedLocal')
          }
          loadFailed={t('aaa:loadFailed')}
          area="access"
        />
      </div>
    </Card>
  );
}
