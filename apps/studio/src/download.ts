// Saving a file from the page: the browser's download of a blob under a name.

/** Offers `data` as a download named `name`, of MIME type `type`. */
export function download(name: string, data: string | Uint8Array | Blob, type: string): void {
  const blob = new Blob([data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
