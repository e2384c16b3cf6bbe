import { useQuery } from '@tanstack/react-query';
import { mirrorAll } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const mirrorKeys = { all: ['mirror'] as const };

export const useMirrors = () => useQuery({ queryKey: mirrorKeys.all, queryFn: () => call(mirrorAll) });
