import { useQuery } from '@tanstack/react-query';
import { trunks } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';

export const trunkKeys = { all: ['trunks'] as const };

/** A trunk change renames ports everywhere (`(LAGn)`), so the shared port list is read again too. */
export const TRUNK_WRITE_READS = [trunkKeys.all, deviceKeys.ports] as const;

export const useTrunks = () => useQuery({ queryKey: trunkKeys.all, queryFn: () => call(trunks) });
