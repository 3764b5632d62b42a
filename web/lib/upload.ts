import type { FileRecord } from "../../shared/schemas/material";

/**
 * The browser half of the upload flow (backoffice.md §7): PUT the file to the presigned URL with exactly the
 * content type that was signed (S3 refuses another), reporting progress 0–100.
 */
export function putFile(url: string, file: File, onProgress: (pct: number) => void = () => {}, contentType = file.type) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`Upload failed: HTTP ${xhr.status}`)));
    xhr.onerror = () => reject(new Error("Upload failed"));
    xhr.send(file);
  });
}

/** File records as a save sends them: the signed download URL is the server's to make, not stored. */
export const stripUrls = (files: FileRecord[] = []) => files.map(({ id, size, contentType, name }) => ({ id, size, contentType, name }));

/** A file's size as people read it: whole KB below a megabyte, else MB with one decimal. */
export const fileSizeLabel = (n: number) => (n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);
