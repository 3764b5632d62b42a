import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import { mockClient } from "aws-sdk-client-mock";
import { beforeEach, describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../lib/sanitize-html";
import { bedrockOutreach, parseDraftAnswer } from "./bedrock/outreach";
import { draftOutreach, outreachLanguage } from "./offline/outreach";
import type { OutreachContext } from "./types";
import { companyTypes } from "../../../shared/schemas/enums";
import { applicationTags } from "../../../shared/schemas/applications";
import { colors, conditions, materialTypes } from "../../../shared/schemas/material-enums";

const ctx = (over: Partial<OutreachContext> = {}): OutreachContext => ({
  company: { id: "c1", name: "Polymer Werke", description: null, type: "converter", countryCode: "DE", applications: ["crates"], materials: ["pp"] },
  contact: { firstName: "Anna", lastName: "Berg", position: "Head of Purchasing", email: "anna@pw.example" },
  materials: [{ id: "m1", name: "rPP black regrind", type: "pp", condition: "regrind", color: "black", url: "https://www.recyclate.example.com/catalog/m1" }],
  research: { comment: "internal", materialsInterest: [{ type: "hdpe", reason: "bottles" }] },
  sender: { name: "Sam Sales", position: "Key Account Manager" },
  ...over,
});

describe("offline outreach draft", () => {
  it("is deterministic and built from the contact, the company profile and our materials", async () => {
    const a = await draftOutreach(ctx());
    expect(await draftOutreach(ctx())).toEqual(a);
    expect(a.subject).toContain("Polymer Werke");
    expect(a.body).toContain("Anna Berg");
    expect(a.body).toContain("Head of Purchasing");
    expect(a.body).toContain('<a href="https://www.recyclate.example.com/catalog/m1">rPP black regrind</a>');
    expect(a.body).toContain("HDPE");
    expect(a.body).not.toContain("internal");
    expect(a.body).toContain("Sam Sales");
    expect(sanitizeHtml(a.body).replace(/ target="_blank" rel="noopener noreferrer"/g, "")).toBe(a.body);
  });

  it("writes in the contact's language, else the company country's, else English", async () => {
    expect(outreachLanguage({ language: "fr-FR", company: ctx().company })).toBe("fr");
    expect(outreachLanguage({ language: null as never, company: ctx().company })).toBe("de");
    expect(outreachLanguage({ company: { ...ctx().company, countryCode: "JP" } })).toBe("en");
    expect((await draftOutreach(ctx())).body).toContain("Guten Tag Anna Berg");
    expect((await draftOutreach(ctx({ language: "pl" }))).subject).toContain("recyklingu");
    expect((await draftOutreach(ctx({ company: { ...ctx().company, countryCode: null } }))).body).toContain("Dear Anna Berg");
  });

  it("escapes what it quotes and offers a shortlist when no material matches", async () => {
    const d = await draftOutreach(
      ctx({ materials: [], company: { ...ctx().company, name: "<b>X</b>", countryCode: "US" }, contact: { ...ctx().contact, firstName: "<script>" } }),
    );
    expect(d.body).not.toContain("<script>");
    expect(d.body).toContain("&lt;script&gt;");
    expect(d.body).toContain("shortlist");
  });
});

describe("offline outreach draft: what a sales person would send", () => {
  const en = (over: Partial<OutreachContext> = {}) =>
    ctx({
      company: {
        id: "c1",
        name: "Agri Films",
        description: null,
        type: "brandOwner",
        countryCode: "US",
        applications: ["baleWrap", "bottlesDetergent"],
        materials: ["ldpe"],
      },
      materials: [
        { id: "m1", name: "Film grade LD", type: "ldpe", condition: "agglomerate", color: "natural", url: "https://www.recyclate.example.com/catalog/m1" },
      ],
      ...over,
    });
  const text = (d: { subject: string; body: string }) => `${d.subject}\n${d.body.replace(/<[^>]+>/g, "\n")}`;

  it("mentions the booth only when a visit is on record", async () => {
    const cold = text(await draftOutreach(en()));
    expect(cold).not.toMatch(/booth|trade fair/i);
    expect(text(await draftOutreach(en({ boothVisit: true })))).toMatch(/visiting our booth/);
    for (const countryCode of ["DE", "ES", "FR", "IT", "PL", "PT"]) {
      const cold = await draftOutreach(en({ company: { ...en().company, countryCode }, contact: { ...en().contact, position: null } }));
      const warm = await draftOutreach(en({ company: { ...en().company, countryCode }, boothVisit: true }));
      expect(cold.subject).not.toBe(warm.subject);
      expect(cold.body.split("</p>")[1]).not.toBe(warm.body.split("</p>")[1]);
    }
  });

  it("is signed with the sender's name and position", async () => {
    expect((await draftOutreach(en())).body).toMatch(/Sam Sales<br>Key Account Manager<\/p>$/);
    expect((await draftOutreach(en({ sender: { name: "Sam Sales", position: null } }))).body).toMatch(/<br>Sam Sales<\/p>$/);
  });

  it("quotes the research's findings, never its internal comment", async () => {
    const d = text(
      await draftOutreach(
        en({ research: { comment: "internal: low priority", materialsInterest: [{ type: "hdpe", reason: "detergent bottles in their product range" }] } }),
      ),
    );
    expect(d).toContain("HDPE (detergent bottles in their product range)");
    expect(d).not.toContain("internal");
  });

  it("shows labels, never a stored enum key", async () => {
    const d = text(await draftOutreach(en()));
    expect(d).toContain("Brand owner");
    expect(d).toContain("LDPE");
    for (const key of [...companyTypes, ...applicationTags, ...materialTypes, ...conditions, ...colors]) {
      expect(d, key).not.toMatch(new RegExp(`(^|[^\\p{L}])${key.replace(/[/]/g, "\\/")}($|[^\\p{L}])`, "u"));
    }
  });
});

describe("bedrock outreach draft", () => {
  const mock = mockClient(BedrockRuntimeClient);
  beforeEach(() => mock.reset());
  const answer = (text: string) => ({
    output: { message: { role: "assistant" as const, content: [{ text }] } },
    stopReason: "end_turn" as const,
    usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
    metrics: { latencyMs: 1 },
  });

  it("sends the facts through Converse and answers the validated JSON draft", async () => {
    mock.on(ConverseCommand).resolves(answer('```json\n{"subject":"Hello","body":"<p>Hi Anna</p>"}\n```'));
    const d = await bedrockOutreach({ region: "eu-central-1", modelId: "anthropic.test" }).draftOutreach(ctx());
    expect(d).toEqual({ subject: "Hello", body: "<p>Hi Anna</p>" });
    const input = mock.commandCalls(ConverseCommand)[0].args[0].input;
    expect(input.modelId).toBe("anthropic.test");
    expect(JSON.stringify(input.messages)).toContain("rPP black regrind");
    expect(JSON.stringify(input.messages)).toContain('\\"de\\"');
  });

  it("refuses an answer that is not the JSON draft", async () => {
    mock.on(ConverseCommand).resolves(answer("Sure! Here is your e-mail: Dear Anna"));
    await expect(bedrockOutreach({ region: "eu-central-1", modelId: "m" }).draftOutreach(ctx())).rejects.toThrow(/no JSON/);
    expect(() => parseDraftAnswer('{"subject":""}')).toThrow(/not a draft/);
    expect(() => parseDraftAnswer("{nope}")).toThrow(/not valid JSON/);
  });
});
