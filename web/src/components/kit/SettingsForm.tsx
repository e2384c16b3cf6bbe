import type { ReactNode } from 'react';
import { Alert, Button, Form, Row, Skeleton } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { PermissionArea } from '@olt/protocol';
import { useWriteBlock } from '../../lib/access.ts';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { FormFields } from './FormFields.tsx';
import { requestValues, type FieldSpec } from './fields.ts';

interface SettingsFormProps<V extends object> {
  /** the read that fills the form */
  query: Pick<UseQueryResult<V>, 'data' | 'isPending' | 'isError' | 'dataUpdatedAt'>;
  fields: readonly FieldSpec<V>[];
  /** the values a field the device did not answer starts with */
  empty: V;
  toWrite: (values: V) => WriteStep | WriteStep[];
  /** what the write changes, re-read after it */
  invalidate: readonly QueryKey[];
  saveLabel: string;
  /** what the toast says on success (the settings and what changed, never a bare "Done"), and the sentence around a refusal */
  success: string | ((values: V) => string);
  failure?: (deviceText: string) => string;
  /** shown above the form when the read failed */
  loadFailed: string;
  /** lays the fields out; the plain column of fields without it */
  layout?: (fields: ReactNode) => ReactNode;
  /** the permission area the save changes: a session that may not change it sees the form read-only */
  area?: PermissionArea;
}

function SettingsFields<V extends object>(props: SettingsFormProps<V> & { initial: V }) {
  const [form] = Form.useForm<V>();
  const save = useDeviceWrite();
  const readOnly = useWriteBlock(props.area ?? 'session');
  const mayWrite = readOnly === null;
  const submit = (values: V) => {
    // the device wants every key: a field `when` hides keeps what was read, so it is not written as changed
    const param = { ...props.initial, ...requestValues(props.fields, values) };
    void save.run(props.toWrite(param), {
      success: typeof props.success === 'string' ? props.success : props.success(param),
      failure: props.failure,
      invalidate: props.invalidate,
    });
  };
  const fields = <FormFields fields={props.fields} />;
  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={props.initial}
      onFinish={submit}
      disabled={save.isPending || !mayWrite}
    >
      {props.layout ? props.layout(fields) : fields}
      <Row justify="end">
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={save.isPending}
          title={readOnly ?? undefined}
        >
          {props.saveLabel}
        </Button>
      </Row>
    </Form>
  );
}

/**
 * A settings screen's form: loads its read, checks every field by its endpoint's schema, saves through the write
 * hook, reports and re-reads. A failed read still offers the form, empty, with a warning above it.
 */
export function SettingsForm<V extends object>(props: SettingsFormProps<V>) {
  const { query } = props;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      {query.isError && <Alert type="warning" showIcon title={props.loadFailed} style={{ marginBottom: 16 }} />}
      {/* a fresh form for fresh data: antd reads initialValues only once */}
      <SettingsFields key={query.dataUpdatedAt} {...props} initial={{ ...props.empty, ...query.data }} />
    </>
  );
}
