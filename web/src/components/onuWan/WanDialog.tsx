import { Form, Modal } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { addOnuWan, onuLabel, type OnuWan } from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { NEW_WAN, takenPorts, wanParam, wanValues, type WanCapabilities, type WanValues } from './wanForm.ts';
import { WanFormFields } from './WanFormFields.tsx';
import { wanKeys } from './wanQueries.ts';

interface WanDialogProps {
  portId: number;
  onuId: number;
  caps: WanCapabilities;
  /** the ONU's WANs: their ports are not offered again */
  wans: readonly OnuWan[];
  /** a stored WAN to look at (read-only); without it the dialog adds one */
  viewing?: OnuWan;
  onClose: () => void;
}

/** Adds a WAN connection to one HGU (ONU-29), or shows a stored one in the same form, read-only. */
export function WanDialog({ portId, onuId, caps, wans, viewing, onClose }: WanDialogProps) {
  const { t } = useTranslation(['onuDevice', 'common']);
  const [form] = Form.useForm<WanValues>();
  const device = useDeviceWrite();
  const isReadOnly = viewing !== undefined;
  const onu = onuLabel(portId, onuId);

  const submit = async (values: WanValues) => {
    const result = await device.run(write(addOnuWan, { port_id: portId, onu_id: onuId, ...wanParam(values) }), {
      success: t('wan.added', { name: values.name, onu }),
      invalidate: [wanKeys.all],
    });
    if (!result.hasFailed && !result.isCancelled) onClose();
  };

  return (
    <Modal
      open
      width={620}
      title={isReadOnly ? t('wan.viewTitle', { name: viewing.name, onu }) : t('wan.addTitle', { onu })}
      okText={isReadOnly ? t('common:ok') : t('onuDevice:common.add')}
      cancelText={t('common:cancel')}
      cancelButtonProps={isReadOnly ? { style: { display: 'none' } } : undefined}
      confirmLoading={device.isPending}
      onOk={() => (isReadOnly ? onClose() : form.submit())}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { maxHeight: '62vh', overflowY: 'auto', paddingTop: 12, paddingRight: 8 } }}
    >
      <Form<WanValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 8 }}
        wrapperCol={{ span: 16 }}
        disabled={isReadOnly}
        requiredMark={false}
        initialValues={viewing ? wanValues(viewing) : NEW_WAN}
        onFinish={(values) => void submit(values)}
      >
        <WanFormFields form={form} caps={caps} taken={takenPorts(wans, viewing?.index)} isReadOnly={isReadOnly} />
      </Form>
    </Modal>
  );
}
