import { useQuery } from '@tanstack/react-query';
import {
  CODE,
  FIRMWARE_EXTENSIONS,
  FIRMWARE_UPLOAD_PATH,
  UPGRADE_STATE,
  upgradeStatus,
  type FirmwareKind,
  type UpgradeStatus,
} from '@olt/protocol';
import { callEnvelope } from '../../lib/apiClient.ts';
import { upload, type UploadProgress } from '../../lib/upload.ts';
import type { Answer, WriteStep } from '../../lib/deviceWrite.ts';

/**
 * How often the write is read while it runs. The original asked every 15 s behind a made-up bar; the device reports
 * how much it has written, so a shorter pace lets the bar follow it.
 */
export const UPGRADE_POLL_MS = 2000;

export const upgradeKeys = { status: ['upgrade', 'status'] as const };

/** An image goes up as a write step, its bytes reported as they leave. */
export const imageUpload =
  (kind: FirmwareKind, file: File, onProgress: UploadProgress): WriteStep =>
  () =>
    upload(`${FIRMWARE_UPLOAD_PATH}?type=${kind}`, file, file.name, onProgress);

/** Whether a file's name is of the type an upgrade takes (the device checks its content). */
export const isImageName = (kind: FirmwareKind, name: string): boolean =>
  name.toLowerCase().endsWith(FIRMWARE_EXTENSIONS[kind]);

/** UPG-05 as the page needs it: the session's upgrade, or the device's refusal (code 2 header, other write failed). */
export type UpgradeState = { status: UpgradeStatus } | { refusal: Answer };

async function readUpgradeState(): Promise<UpgradeState> {
  const envelope = await callEnvelope(upgradeStatus);
  if (envelope.code === CODE.ok && envelope.data) return { status: envelope.data };
  return { refusal: { code: envelope.code, message: envelope.message } };
}

/** The upgrade's state, read again every UPGRADE_POLL_MS while the device writes. */
export const useUpgradeState = () =>
  useQuery({
    queryKey: upgradeKeys.status,
    queryFn: readUpgradeState,
    refetchInterval: (query) =>
      query.state.data && 'status' in query.state.data && query.state.data.status.status === UPGRADE_STATE.writing
        ? UPGRADE_POLL_MS
        : false,
  });
