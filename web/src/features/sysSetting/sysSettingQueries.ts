import { LOGO_FILES, LOGO_UPLOAD_PATH, setSettingBoard, type CompanyInfo, type LogoUploadType } from '@olt/protocol';
import { upload } from '../../lib/upload.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';

/** Where a logo is posted (UPG-04a/b): multipart, one part named `file`, no time-out. */
const logoUploadUrl = (type: LogoUploadType): string =>
  `${LOGO_UPLOAD_PATH}?${new URLSearchParams({ type }).toString()}`;

/** The logo as the device serves it; `version` defeats the browser cache after an upload replaced the file. */
export const logoUrl = (type: LogoUploadType, version: number): string => `${LOGO_FILES[type]}?v=${version}`;

/** Uploading a logo, as a write step: the answer is classified and reported like any other write. */
export const logoUpload =
  (type: LogoUploadType, file: File): WriteStep =>
  () =>
    upload(logoUploadUrl(type), file, file.name);

/** Saving the company information (SYS-09: no `method` verb), and the shared copy it refreshes. */
export const companyInfoSave = (param: CompanyInfo): WriteStep => write(setSettingBoard, param);
export const COMPANY_CHANGES = [deviceKeys.company] as const;
