import { InputNumber, type FormRule, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { VLAN_ID } from '@olt/protocol';

/** A required VLAN id, VLAN_ID.min–VLAN_ID.max. */
export function useVlanIdRules(): FormRule[] {
  const { t } = useTranslation('vlan');
  const message = t('range.invalid', { min: VLAN_ID.min, max: VLAN_ID.max });
  return [
    { required: true, message },
    { type: 'integer', min: VLAN_ID.min, max: VLAN_ID.max, message },
  ];
}

/** A whole-number field for one VLAN id, its range as the placeholder. */
export function VlanIdInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      precision={0}
      placeholder={`${VLAN_ID.min}–${VLAN_ID.max}`}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
