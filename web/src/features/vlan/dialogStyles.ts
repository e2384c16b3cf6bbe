/** Modal parts styles for the VLAN dialogs: antd's header sits right on the first field, so the body keeps a gap. */
export const DIALOG_STYLES = { body: { paddingTop: 12 } } as const;
