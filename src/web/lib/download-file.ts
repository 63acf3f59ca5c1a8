/** Hands bytes made in the browser (a PDF) to the browser's downloads, as a file of that name. */
export function downloadFile(bytes: Uint8Array, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  // Revoked later, not at once: some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
