import type { FileRecord, UploadAnswer } from "../../shared/schemas/material";

/**
 * The browser half of the upload flow, reporting progress 0–100. The SPA states every
 * file's size, so its links are PUTs: the file goes with exactly the content type that was signed (S3 refuses
 * another). A POST link (asked without a size) gets a multipart form: the answer's fields first, the file last.
 */
export function sendFile(
  target: Pick<UploadAnswer, "uploadUrl" | "uploadMethod" | "uploadFields">,
  file: File,
  onProgress: (pct: number) => void = () => {},
  contentType = file.type,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.uploadMethod, target.uploadUrl);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`Upload failed: HTTP ${xhr.status}`)));
    xhr.onerror = () => reject(new Error("Upload failed"));
    if (target.uploadMethod === "POST") {
      const form = new FormData();
      for (const [k, v] of Object.entries(target.uploadFields ?? {})) form.append(k, v);
      form.append("file", file);
      xhr.send(form);
    } else {
      xhr.setRequestHeader("Content-Type", contentType);
      xhr.send(file);
    }
  });
}

/** File records as a save sends them: the signed download URL is the server's to make, not stored. */
export const stripUrls = (files: FileRecord[] = []) => files.map(({ id, size, contentType, name }) => ({ id, size, contentType, name }));

/** A file's size as people read it: whole KB below a megabyte, else MB with one decimal. */
export const fileSizeLabel = (n: number) => (n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);
