import { useTranslation } from '../../lib/translation.ts';
import { setFrpc, type Frpc } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { useCustomFlags, useSystemInfo } from '../../lib/deviceQueries.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { ServiceSection } from './ServiceSection.tsx';
import { serviceKeys, useFrpc } from './serviceQueries.ts';

type FrpcValues = Pick<
  Frpc,
  'server_addr' | 'server_port' | 'appname' | 'type' | 'remote_port' | 'custom_domains' | 'subdomain'
> & { token: string };
const EDITABLE = [
  'server_addr',
  'server_port',
  'token',
  'appname',
  'type',
  'remote_port',
  'custom_domains',
  'subdomain',
] as const;
const SHOWN = [
  'server_addr',
  'server_port',
  'appname',
  'type',
  'local_ip',
  'local_port',
  'remote_port',
  'custom_domains',
  'subdomain',
] as const;
/** The original shows the FRP client only on boxes with more than 16 (MB of flash, `size`) that have it. */
const FRPC_MIN_SIZE = 16;

function FrpcBody() {
  const { t } = useTranslation('service');
  const frpc = useFrpc().data;
  const typeName = 'http';
  const fields: FieldSpec<FrpcValues>[] = EDITABLE.map((name) => ({
    name,
    label: t(`frpc.${name}`),
    kind: name === 'type' ? 'select' : name.endsWith('port') ? 'int' : 'text',
    schema: paramField(setFrpc.param, name),
    required: name === 'server_addr' || name === 'server_port' || name === 'appname',
    ...(name === 'type' ? { options: [{ value: 0, label: typeName }] } : {}),
    ...(name === 'token' ? { placeholder: t('frpc.tokenHint') } : {}),
  }));
  return (
    <ServiceSection
      title={t('frpc.title')}
      ep={setFrpc}
      items={[
        ...SHOWN.map((name) => ({
          key: name,
          label: t(`frpc.${name}`),
          value: name === 'type' ? typeName : String(frpc?.[name] ?? '') || '-',
        })),
        { key: 'token', label: t('frpc.token'), value: t(frpc?.token_set === 1 ? 'frpc.tokenSet' : 'frpc.tokenNone') },
      ]}
      dialog={(onClose) => (
        <EntityDialog<FrpcValues>
          title={t('frpc.dialog')}
          okText={t('apply')}
          fields={fields}
          initialValues={{ ...frpc, token: '' }}
          // an empty token field keeps the stored token (SVC-08)
          toWrite={({ token, ...rest }) => write(setFrpc, token ? { ...rest, token } : rest)}
          success={(v) => t('done.frpc', { server: v.server_addr, port: v.server_port })}
          invalidate={[serviceKeys.frpc]}
          onClose={onClose}
        />
      )}
    />
  );
}

/** Whether the device has the FRP client: the vendor switched it on, on a box large enough. */
export function useHasFrpc(): boolean {
  const flags = useCustomFlags().data;
  const size = useSystemInfo().data?.size ?? 0;
  return flags?.frpc === 1 && size > FRPC_MIN_SIZE;
}

/** The FRP client (SVC-07/08), on devices that have it. */
export function FrpcSection() {
  return useHasFrpc() ? <FrpcBody /> : null;
}
