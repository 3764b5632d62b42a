import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { datasheetFixtures } from "../../../test/fixtures/datasheets";
import { deflatedFill, pdfFile } from "../../../test/fixtures/datasheets/bomb";
import { ascii85Encode, lzwEncode, lzwZeros, runLengthEncode } from "../../../test/fixtures/datasheets/encoders";
import { assertExpandedSize } from "./pdf-expansion";
import { PdfLimitError } from "./pdf-limits";
import { pdfLines } from "./pdf-text";

const MB = 1024 * 1024;
const TEXT = Buffer.from("BT /F1 12 Tf 72 700 Td (Density 0.92 g/cm3) Tj ET\n");

/** A one-page PDF whose content is object 3, given as its raw parts (dictionary, "stream", data...); `more` are objects 6, 7... */
const onePage = (content: (string | Buffer)[], more: (string | Buffer)[][] = []) =>
  pdfFile([
    ["<< /Type /Catalog /Pages 2 0 R >>"],
    ["<< /Type /Pages /Kids [5 0 R] /Count 1 >>"],
    content,
    ["<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"],
    ["<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>"],
    ...more,
  ]);
const stream = (dict: string, data: Buffer, afterStream = "\n") => [`${dict}\nstream${afterStream}`, data, "\nendstream"];

const refusal = (pdf: Buffer) => {
  try {
    assertExpandedSize(pdf);
  } catch (e) {
    expect(e).toBeInstanceOf(PdfLimitError);
    return (e as Error).message;
  }
  return "accepted";
};
const TOO_BIG = "The PDF expands to more than 64 MB when decompressed";

describe("the expansion check before pdf.js", () => {
  // Each chain is checked against pdf.js itself: the check decodes what pdf.js decodes.
  const chains: [string, string, Buffer][] = [
    ["FlateDecode", "/FlateDecode", deflateSync(TEXT)],
    ["LZWDecode", "/LZWDecode", lzwEncode(TEXT)],
    ["ASCII85Decode", "/A85", ascii85Encode(TEXT)],
    ["RunLengthDecode", "/RL", runLengthEncode(TEXT)],
    ["ASCIIHexDecode then FlateDecode", "[/AHx /Fl]", Buffer.from(`${deflateSync(TEXT).toString("hex")}>`)],
    ["ASCII85Decode then LZWDecode", "[/ASCII85Decode /LZWDecode]", ascii85Encode(lzwEncode(TEXT))],
    ["FlateDecode twice", "[/FlateDecode /FlateDecode]", deflateSync(deflateSync(TEXT))],
  ];
  it.each(chains)("lets a datasheet through whose content is %s, which pdf.js reads", async (_, filter, data) => {
    const pdf = onePage(stream(`<< /Length ${data.length} /Filter ${filter} >>`, data));
    expect(refusal(pdf)).toBe("accepted");
    expect((await pdfLines(pdf)).map((l) => l.text)).toEqual(["Density 0.92 g/cm3"]);
  });

  it("lets every generated datasheet through", async () => {
    for (const f of datasheetFixtures) expect(refusal(Buffer.from(await f.build())), f.id).toBe("accepted");
  });

  const zlibBomb = deflatedFill(256 * MB);
  const bombs: [string, (string | Buffer)[], (string | Buffer)[][]?][] = [
    ["behind LZWDecode", stream(`<< /Length ${lzwZeros(256 * MB).length} /Filter /LZWDecode >>`, lzwZeros(256 * MB))],
    ["behind RunLengthDecode", stream("<< /Filter /RunLengthDecode >>", Buffer.alloc(2 * MB, Buffer.from([129, 0x20])))],
    ["behind ASCII85Decode then FlateDecode", stream("<< /Filter [/A85 /Fl] >>", ascii85Encode(zlibBomb))],
    ["in the inner of two FlateDecode", stream("<< /Filter [/Fl /Fl] >>", deflateSync(zlibBomb))],
    ["named with #xx escapes", stream("<< /Filter /Fl#61te#44ecode >>", zlibBomb)],
    ["named by the /F key", stream("<< /F /Fl >>", zlibBomb)],
    [
      "with the filter chain in another object",
      stream("<< /Filter 6 0 R >>", Buffer.from(`${zlibBomb.toString("hex")}>`)),
      [["[/ASCIIHexDecode 7 0 R]"], ["/FlateDecode"]],
    ],
    ["with CR LF after spaces after stream", stream("<< /Filter /FlateDecode >>", zlibBomb, "  \r\n")],
    ["with a comment between the dictionary and stream", ["<< /Filter /FlateDecode >> % the content\nstream\n", zlibBomb, "\nendstream"]],
    ["with a fake dictionary inside a string of the real one", stream("<< /Filter [/AHx /Fl] /X (<< /K \\( ) >>", Buffer.from(`${zlibBomb.toString("hex")}>`))],
  ];
  it.each(bombs)("refuses a 256 MB bomb %s", (_, content, more) => {
    expect(refusal(onePage(content, more))).toBe(TOO_BIG);
  });

  const hidden = deflatedFill(256 * MB, Buffer.from("\nendstream\nendobj\n"));
  it.each([
    ["a /Length in another object", `<< /Length 6 0 R /Filter /FlateDecode >>`, [[`${hidden.length}`]]],
    ["a /Length that is wrong", `<< /Length 100 /Filter /FlateDecode >>`, []],
    ["no /Length", `<< /Filter /FlateDecode >>`, []],
  ])("counts past an endstream inside the compressed data, with %s", (_, dict, more) => {
    expect(refusal(onePage(stream(dict, hidden), more))).toBe(TOO_BIG);
  });

  it("counts a stream hidden inside another stream's data (an object the cross-reference table may point to)", () => {
    const inner = Buffer.concat([Buffer.from("9 0 obj\n<< /Filter /FlateDecode >>\nstream\n"), zlibBomb, Buffer.from("\nendstream\nendobj\n")]);
    expect(refusal(onePage(stream(`<< /Length ${inner.length} >>`, inner)))).toBe(TOO_BIG);
  });

  it.each([
    ["a filter it does not decode", "<< /Filter /BrotliDecode >>", [], "The PDF uses a filter chain that cannot be checked (BrotliDecode)"],
    [
      "an image filter feeding another filter",
      "<< /Filter [/DCTDecode /FlateDecode] >>",
      [],
      "The PDF uses a filter chain that cannot be checked (DCTDecode FlateDecode)",
    ],
    [
      "a predictor feeding another filter",
      "<< /Filter [/Fl /AHx] /DecodeParms [<< /Predictor 12 /Columns 4 >> null] >>",
      [],
      "The PDF uses a filter chain that cannot be checked (Fl AHx)",
    ],
    [
      "a filter in an object it cannot find",
      "<< /Filter 99 0 R >>",
      [],
      "The PDF's compression cannot be checked: a stream's /Filter is a reference the check cannot resolve",
    ],
  ])("refuses %s", (_, dict, more, message) => {
    expect(refusal(onePage(stream(dict as string, deflateSync(TEXT)), more as string[][]))).toBe(message);
  });

  it("does not decode images, which pdf.js does not read for text", () => {
    const jpeg = Buffer.alloc(50_000, 0xff);
    expect(refusal(onePage(stream("<< /Filter [/FlateDecode /DCTDecode] >>", deflateSync(jpeg))))).toBe("accepted");
    expect(refusal(onePage(stream("<< /Filter /JPXDecode >>", jpeg)))).toBe("accepted");
  });

  it("bounds its own work: a file built to make it re-read its data is refused as too costly", () => {
    // Each stream's ASCII85 data runs to the end of the file (no "~"), over the next ones and 1 MB of spaces.
    const many = Buffer.from("<< /Filter /A85 >>\nstream\n".repeat(1000));
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), many, Buffer.alloc(MB, 0x20)]);
    expect(refusal(pdf)).toBe("The PDF's structure is too costly to check");
  });
});
