import { useQuery } from '@tanstack/react-query';
import { ponSettings } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { ponSummaryKey } from '../../lib/ponSummary.ts';

const ponSettingKey = ['ponSetting'] as const;
/** PON-01: every PON port's settings. */
export const usePonSettings = () => useQuery({ queryKey: ponSettingKey, queryFn: () => call(ponSettings) });
/** A PON write changes the table and, for the laser, the PON states other screens show. */
export const PON_SETTING_CHANGES = [ponSettingKey, ponSummaryKey] as const;
