import { staticRouteAdd } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { routeKeys } from './routeQueries.ts';

type Route = { ipaddress: string; mask: string; gateway: string };

/** A static route: a network (its address and netmask) and the next hop it goes through (ROUTE-04). */
export function AddRouteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('acl');
  const field = (name: keyof Route, hint: string): FieldSpec<Route> => ({
    name,
    label: t(`route.${name}`),
    kind: 'text',
    schema: paramField(staticRouteAdd.param, name),
    required: true,
    placeholder: hint,
    message: name === 'mask' ? t('route.maskRule') : t('route.addressRule'),
  });
  return (
    <EntityDialog<Route>
      title={t('route.add')}
      okText={t('route.addOk')}
      fields={[field('ipaddress', '172.16.0.0'), field('mask', '255.255.0.0'), field('gateway', '10.40.0.254')]}
      toWrite={(v) => write(staticRouteAdd, v)}
      success={(v) => t('done.routeAdded', { route: `${v.ipaddress}/${v.mask}`, hop: v.gateway })}
      invalidate={[routeKeys.all]}
      onClose={onClose}
    />
  );
}
