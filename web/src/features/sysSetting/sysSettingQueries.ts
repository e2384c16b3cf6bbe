import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOGO_FILES, setSettingBoard, type CompanyInfo, type LogoUploadType } from '@olt/protocol';
import { callEnvelope, upload } from '../../lib/apiClient.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';

/** Where a logo is posted (UPG-04a/b): multipart, one part named `file`, no time-out. */
export const logoUploadUrl = (type: LogoUploadType): string => `/upgrade?${new URLSearchParams({ type }).toString()}`;

/** The logo as the device serves it; `version` defeats the browser cache after an upload replaced the file. */
export const logoUrl = (type: LogoUploadType, version: number): string => `${LOGO_FILES[type]}?v=${version}`;

/**
 * Uploads a logo and answers the device's envelope, so that the card can tell "(code) message" from success.
 * A lost connection is left to the query client's error handler.
 */
export const useLogoUpload = (type: LogoUploadType) =>
  useMutation({ mutationFn: (file: File) => upload(logoUploadUrl(type), file, file.name) });

/** Saves the company information (SYS-09: no `method` verb); the shared copy is re-read on success. */
export function useSaveCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (param: CompanyInfo) => callEnvelope(setSettingBoard, { param }),
    onSuccess: async (envelope) => {
      if (envelope.code === 1) await queryClient.invalidateQueries({ queryKey: deviceKeys.company });
    },
  });
}
