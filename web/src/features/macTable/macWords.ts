/** `mac_type` 0–3 by their dictionary names. */
export const MAC_TYPE_KEYS = ['dynamic', 'static', 'blackhole', 'all'] as const;
export const macTypeKey = (type: number) => MAC_TYPE_KEYS[type] ?? 'dynamic';
