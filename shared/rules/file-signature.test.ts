import { describe, expect, it } from "vitest";
import { sniffContentType } from "./file-signature";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("sniffContentType", () => {
  it("knows PDF, PNG and JPEG by their first bytes", () => {
    expect(sniffContentType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffContentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffContentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
  });

  it("refuses text named like a PDF, truncated signatures and empty files", () => {
    expect(sniffContentType(bytes("hello, I am fake.pdf"))).toBeNull();
    expect(sniffContentType(bytes("%PDF"))).toBeNull();
    expect(sniffContentType(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });
});
