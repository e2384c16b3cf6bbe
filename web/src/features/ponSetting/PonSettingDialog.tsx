import { useTranslation } from '../../lib/translation.ts';
import {
  AUTH_MODES,
  AUTH_TYPES,
  OPT_MIN_DBM,
  ROGUE_MODES,
  setPonAuth,
  setPonLoopOnu,
  setPonOpticalRange,
  setPonRogue,
  type PonSetting,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { PON_SETTING_CHANGES } from './ponSettingQueries.ts';

export type PonDialogKind = 'auth' | 'rogue' | 'loop' | 'optical';
type Values = Partial<PonSetting>;

/** One of the PON setting dialogs (screens.md §10.3), its fields checked by the endpoint's schema. */
export function PonSettingDialog({
  kind,
  row,
  portName,
  onClose,
}: {
  kind: PonDialogKind;
  row: PonSetting;
  portName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('pon');
  const choices = (values: Record<string, number>, prefix: string) =>
    Object.entries(values).map(([key, value]) => ({ value, label: t(`${prefix}.${key}` as 'setting.authType.auto') }));
  const denyChoices = [
    { value: 0, label: t('setting.noAction') },
    { value: 1, label: t('setting.toDeny') },
  ];
  /** The word of a choice by its value, as the dialog offered it. */
  const word = (values: Record<string, number>, prefix: string, value: number | undefined) => {
    const key = Object.keys(values).find((k) => values[k] === value);
    return key ? t(`${prefix}.${key}` as 'setting.authType.auto') : String(value ?? '');
  };
  const denyWord = (value: number | undefined) => t(value === 1 ? 'setting.toDeny' : 'setting.noAction');
  const spec: Record<
    PonDialogKind,
    { fields: FieldSpec<Values>[]; toWrite: (v: Values) => WriteStep; success: (v: Values) => string }
  > = {
    auth: {
      fields: [
        {
          name: 'auth_type',
          label: t('setting.col.authType'),
          kind: 'radio',
          options: choices(AUTH_TYPES, 'setting.authType'),
          schema: paramField(setPonAuth.param, 'auth_type'),
        },
        {
          name: 'auth_mode',
          label: t('setting.col.authMode'),
          kind: 'select',
          options: choices(AUTH_MODES, 'setting.authMode'),
          schema: paramField(setPonAuth.param, 'auth_mode'),
        },
      ],
      toWrite: (v) =>
        write(setPonAuth, { port_id: row.port_id, auth_type: v.auth_type ?? 0, auth_mode: v.auth_mode ?? 0 }),
      success: (v) =>
        t('done.auth', {
          port: portName,
          type: word(AUTH_TYPES, 'setting.authType', v.auth_type ?? 0),
          mode: word(AUTH_MODES, 'setting.authMode', v.auth_mode ?? 0),
        }),
    },
    rogue: {
      fields: [
        {
          name: 'rogue_mode',
          label: t('setting.col.rogue'),
          kind: 'radio',
          options: choices(ROGUE_MODES, 'setting.rogueMode'),
          schema: paramField(setPonRogue.param, 'rogue_mode'),
        },
        {
          name: 'add_deny_flag',
          label: t('setting.addDeny'),
          kind: 'radio',
          options: [
            { value: 0, label: t('setting.disable') },
            { value: 1, label: t('setting.enable') },
          ],
        },
      ],
      toWrite: (v) =>
        write(setPonRogue, {
          port_id: row.port_id,
          rogue_mode: v.rogue_mode ?? 0,
          add_deny_flag: v.add_deny_flag ?? 0,
        }),
      success: (v) =>
        t(v.add_deny_flag === 1 ? 'done.rogueDeny' : 'done.rogue', {
          port: portName,
          mode: word(ROGUE_MODES, 'setting.rogueMode', v.rogue_mode ?? 0),
        }),
    },
    loop: {
      fields: [
        {
          name: 'lb_onu_mode',
          label: t('setting.col.loop'),
          kind: 'select',
          options: denyChoices,
          schema: paramField(setPonLoopOnu.param, 'lb_onu_mode'),
        },
      ],
      toWrite: (v) => write(setPonLoopOnu, { port_id: row.port_id, lb_onu_mode: v.lb_onu_mode ?? 0 }),
      success: (v) => t('done.loop', { port: portName, action: denyWord(v.lb_onu_mode) }),
    },
    optical: {
      fields: [
        {
          name: 'opt_min',
          label: t('setting.optMin'),
          kind: 'int',
          schema: paramField(setPonOpticalRange.param, 'opt_min'),
          extra: t('setting.optMinHint', { min: OPT_MIN_DBM.min, max: OPT_MIN_DBM.max }),
        },
        { name: 'opt_min_action', label: t('setting.col.optAction'), kind: 'select', options: denyChoices },
      ],
      // the upper limit is not offered: it is sent as the device holds it (protocol setPonOpticalRange)
      toWrite: (v) =>
        write(setPonOpticalRange, {
          port_id: row.port_id,
          opt_min: v.opt_min ?? 0,
          opt_min_action: v.opt_min_action ?? 0,
          opt_max: row.opt_max,
          opt_max_action: row.opt_max_action,
        }),
      success: (v) =>
        (v.opt_min ?? 0) === 0
          ? t('done.opticalOff', { port: portName })
          : t('done.optical', { port: portName, min: v.opt_min, action: denyWord(v.opt_min_action) }),
    },
  };
  const { fields, toWrite, success } = spec[kind];
  return (
    <EntityDialog<Values>
      title={t(`setting.dialog.${kind}`, { port: portName })}
      okText={t('action.apply')}
      fields={fields}
      initialValues={row}
      toWrite={toWrite}
      success={success}
      invalidate={PON_SETTING_CHANGES}
      onClose={onClose}
    />
  );
}
