import { Button, Modal } from 'antd';
import { mcProgramAdd, mcProgramDelete, type McProgram } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { igmpKeys, usePrograms } from './igmpQueries.ts';

type ProgramValues = McProgram;

function ProgramForm({ mvlan, initial, onClose }: { mvlan: number; initial?: McProgram; onClose: () => void }) {
  const { t } = useTranslation('igmp');
  const field = (name: keyof ProgramValues) => paramField(mcProgramAdd.param, name);
  return (
    <EntityDialog<ProgramValues>
      title={t('programs.add')}
      okText={t('mvlan.ok')}
      fields={[
        {
          name: 'program_s',
          label: t('programs.start'),
          kind: 'text',
          schema: field('program_s'),
          required: true,
          extra: t('programs.range'),
        },
        { name: 'program_e', label: t('programs.end'), kind: 'text', schema: field('program_e'), required: true },
        {
          name: 'program_desc',
          label: t('programs.desc'),
          kind: 'text',
          schema: field('program_desc'),
          showCount: true,
        },
      ]}
      initialValues={initial}
      toWrite={(v) => write(mcProgramAdd, { ...v, mvlan, program_desc: v.program_desc ?? '' })}
      success={(v) =>
        t(initial ? 'done.programSaved' : 'done.programAdded', { mvlan, start: v.program_s, end: v.program_e })
      }
      invalidate={[igmpKeys.all]}
      onClose={onClose}
    />
  );
}

/** IGMP-17…19: the program ranges of one multicast VLAN; joins outside them are dropped by the device. */
export function ProgramsDialog({ mvlan, onClose }: { mvlan: number; onClose: () => void }) {
  const { t } = useTranslation('igmp');
  const programs = usePrograms(mvlan);
  return (
    <Modal
      open
      width={760}
      title={t('programs.title', { mvlan })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('programs.close')}</Button>}
    >
      <EntityTable<McProgram>
        rows={programs.data ?? []}
        loading={programs.isPending}
        rowKey={(p) => `${p.program_s}-${p.program_e}`}
        area="switch"
        columns={[
          { title: t('programs.start'), dataIndex: 'program_s', key: 's' },
          { title: t('programs.end'), dataIndex: 'program_e', key: 'e' },
          { title: t('programs.desc'), dataIndex: 'program_desc', key: 'desc' },
        ]}
        actionsTitle={t('mvlan.actions')}
        invalidate={[igmpKeys.all]}
        add={{ label: t('programs.add'), dialog: (close) => <ProgramForm mvlan={mvlan} onClose={close} /> }}
        rowActions={[
          {
            key: 'edit',
            label: t('programs.desc'),
            dialog: (p, close) => <ProgramForm mvlan={mvlan} initial={p} onClose={close} />,
          },
          {
            key: 'delete',
            label: t('programs.delete'),
            danger: true,
            write: (p) => write(mcProgramDelete, { mvlan, ...p }),
            confirm: (p) => t('programs.deleteConfirm', { start: p.program_s, end: p.program_e }),
            success: (p) => t('done.programDeleted', { mvlan, start: p.program_s, end: p.program_e }),
          },
        ]}
      />
    </Modal>
  );
}
