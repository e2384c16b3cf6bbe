import { Checkbox, Form, Input, Select, Switch, Tooltip, type FormInstance } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PPPOE_TEXT_CHARS, WAN_CTYPES, WAN_IPMODES, WAN_NAME_CHARS } from '@olt/protocol';
import {
  ctypeChoices,
  mappablePorts,
  portName,
  shownFields,
  type IpmodeName,
  type WanCapabilities,
  type WanValues,
} from './wanForm.ts';
import { WAN_FIELD, ipv4Rules, wanRules } from './wanRules.ts';

const PPPOE_MODES = ['auto', 'chap', 'pap'] as const;
const IGMP_PROXY = ['unset', 'enable', 'disable'] as const;

interface WanFormFieldsProps {
  form: FormInstance<WanValues>;
  caps: WanCapabilities;
  /** ports bound by other WANs of the ONU, with the WAN holding each */
  taken: ReadonlyMap<number, string>;
  isReadOnly: boolean;
}

/** The fields of a WAN connection (screens.md §10.8), each shown only for the modes that use it. */
export function WanFormFields({ form, caps, taken, isReadOnly }: WanFormFieldsProps) {
  const { t } = useTranslation('onuDevice');
  const watched = {
    ipmode: Form.useWatch('ipmode', form) ?? WAN_IPMODES.bridge,
    ctype: Form.useWatch('ctype', form) ?? WAN_CTYPES.internet,
    tagmode: Form.useWatch('tagmode', form) ?? false,
    reqdns: Form.useWatch('reqdns', form) ?? false,
  };
  const shown = shownFields(watched);
  const ipText = t('wan.rule.ipv4');
  const ctypes = ctypeChoices(caps);
  const ipField = (name: 'ipaddr' | 'ipmask' | 'gateway' | 'pridns' | 'secdns', required = true) => (
    <Form.Item name={name} label={t(`wan.field.${name}`)} rules={isReadOnly ? [] : ipv4Rules(ipText, required)}>
      <Input autoComplete="off" placeholder="0.0.0.0" />
    </Form.Item>
  );
  return (
    <>
      <Form.Item
        name="name"
        label={t('wan.name')}
        extra={isReadOnly ? undefined : t('wan.nameHint', WAN_NAME_CHARS)}
        rules={isReadOnly ? [] : wanRules(WAN_FIELD.name)}
      >
        <Input autoComplete="off" count={{ show: !isReadOnly, max: WAN_NAME_CHARS.max }} />
      </Form.Item>
      <Form.Item name="ipmode" label={t('wan.ipmode')}>
        <Select
          aria-label={t('wan.ipmode')}
          options={(Object.keys(WAN_IPMODES) as IpmodeName[]).map((k) => ({
            value: WAN_IPMODES[k],
            label: t(`wan.ipmodes.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="ctype" label={t('wan.ctype')} extra={caps.lanports === 1 ? t('wan.oneLan') : undefined}>
        <Select
          aria-label={t('wan.ctype')}
          options={ctypes.map((k) => ({ value: WAN_CTYPES[k], label: t(`wan.ctypes.${k}`) }))}
        />
      </Form.Item>
      {shown.mtu && (
        <Form.Item name="mtu" label={t('wan.field.mtu')} rules={isReadOnly ? [] : wanRules(WAN_FIELD.mtu)}>
          <Input inputMode="numeric" autoComplete="off" style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item name="tagmode" label={t('wan.field.tagmode')} valuePropName="checked">
        <Switch aria-label={t('wan.field.tagmode')} />
      </Form.Item>
      {shown.vlan && (
        <Form.Item name="vlan_id" label={t('wan.vlan')} rules={isReadOnly ? [] : wanRules(WAN_FIELD.vlan_id)}>
          <Input inputMode="numeric" autoComplete="off" style={{ width: 160 }} />
        </Form.Item>
      )}
      {shown.ipproto && (
        <Form.Item label={t('wan.field.ipproto')}>
          <Input value="IPv4" readOnly aria-label={t('wan.field.ipproto')} style={{ width: 160 }} />
        </Form.Item>
      )}
      {shown.address && (
        <>
          {ipField('ipaddr')}
          {ipField('ipmask')}
          {ipField('gateway')}
        </>
      )}
      {shown.dns && (
        <Form.Item name="reqdns" label={t('wan.field.reqdns')} valuePropName="checked">
          <Switch aria-label={t('wan.field.reqdns')} />
        </Form.Item>
      )}
      {shown.dnsServers && (
        <>
          {ipField('pridns')}
          {ipField('secdns', false)}
        </>
      )}
      {shown.pppoe && (
        <>
          <Form.Item name="user" label={t('wan.field.user')} rules={isReadOnly ? [] : wanRules(WAN_FIELD.pppoe)}>
            <Input autoComplete="off" count={{ show: !isReadOnly, max: PPPOE_TEXT_CHARS.max }} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('wan.field.password')}
            rules={isReadOnly ? [] : wanRules(WAN_FIELD.pppoe)}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="pppoemode" label={t('wan.field.pppoemode')}>
            <Select
              aria-label={t('wan.field.pppoemode')}
              options={PPPOE_MODES.map((k, i) => ({ value: i, label: t(`wan.pppoemodes.${k}`) }))}
            />
          </Form.Item>
        </>
      )}
      {shown.portmap && (
        <Form.Item
          name="portmap"
          label={t('wan.field.portmap')}
          extra={isReadOnly ? undefined : t('wan.portmapHint')}
          rules={
            isReadOnly || !shown.isPortmapRequired
              ? []
              : [{ required: true, type: 'array', min: 1, message: t('wan.rule.portmap') }]
          }
        >
          <Checkbox.Group>
            {mappablePorts(caps).map((port) => {
              const holder = taken.get(port);
              const box = (
                <Checkbox key={port} value={port} disabled={holder !== undefined}>
                  {portName(port)}
                </Checkbox>
              );
              return holder ? (
                <Tooltip key={port} title={t('wan.portTaken', { name: holder })}>
                  {box}
                </Tooltip>
              ) : (
                box
              );
            })}
          </Checkbox.Group>
        </Form.Item>
      )}
      <Form.Item name="igmpproxy" label={t('wan.field.igmpproxy')}>
        <Select
          aria-label={t('wan.field.igmpproxy')}
          options={IGMP_PROXY.map((k, i) => ({ value: i, label: t(`wan.igmp.${k}`) }))}
        />
      </Form.Item>
    </>
  );
}
