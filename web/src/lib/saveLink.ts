/** Has the browser save a file the device wrote for this session (its link carries a one-time ticket). */
export function saveLink(filename: string): void {
  const link = document.createElement('a');
  link.href = filename.startsWith('/') ? filename : `/${filename}`;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
