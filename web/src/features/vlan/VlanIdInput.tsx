import { Input, type InputProps } from 'antd';
import { VLAN_ID } from '@olt/protocol';

/**
 * A field for one VLAN id, its range as the placeholder. Typed as text and checked by the endpoint's schema
 * (lib/schemaRules.ts): a number input would drop letters and clamp to the range without saying so.
 */
export function VlanIdInput(props: InputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      placeholder={`${VLAN_ID.min}–${VLAN_ID.max}`}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
