import { SYSTEM_RESTORE_PATH, systemBackup, systemRunningConfig } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { upload, type UploadProgress } from '../../lib/upload.ts';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { saveLink } from '../../lib/saveLink.ts';

/** Restoring a file, as a write step: the bytes sent are reported as they leave. */
export const restoreUpload =
  (file: File, onProgress: UploadProgress): WriteStep =>
  () =>
    upload(SYSTEM_RESTORE_PATH, file, file.name, onProgress);

/** BAK-01: the device writes the backup file; the browser fetches it. */
export async function downloadBackup(): Promise<void> {
  saveLink((await call(systemBackup)).filename);
}

/** BAK-06: the running configuration as text. */
export async function downloadRunningConfig(): Promise<void> {
  saveLink((await call(systemRunningConfig)).filename);
}
