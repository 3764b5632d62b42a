import { colors, conditions, materialCertificates, materialTypes, processingMethods, sources } from "../../schemas/material-enums";
import { viscosityTypes } from "../../schemas/material-viscosity";
import type { MatchableRequest } from "../matching";

type Viscosity = NonNullable<MatchableRequest["viscosity"]>;

/**
 * What a request-like record gives the engine: a stored request, a need read from text, a research's buy
 * request. The closed fields (type, material type, the lists, the viscosity's kind) are plain strings here,
 * since the readers of text hold them as strings; the other fields are the request's own.
 */
export interface RequestFields extends Pick<MatchableRequest, "amount" | "capacity" | "targetPrice" | "origin" | "description" | "fillers"> {
  type?: string | null;
  materialType?: string | null;
  colors?: readonly string[] | null;
  conditions?: readonly string[] | null;
  materialSources?: readonly string[] | null;
  processingMethods?: readonly string[] | null;
  certificates?: readonly string[] | null;
  applications?: string[] | null;
  viscosity?: (Omit<Viscosity, "type"> & { type: string }) | null;
}

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): v is T =>
    (values as readonly unknown[]).includes(v);

/** The values of a list the vocabulary knows (absent stays absent). */
const known = <T extends string>(values: readonly T[], list: readonly string[] | null | undefined) => list?.filter(isOneOf(values)) ?? undefined;

/** A single value the vocabulary knows; null or absent stays as it is, an unknown one is null. */
const knownValue = <T extends string>(values: readonly T[], v: string | null | undefined) => (v == null ? v : isOneOf(values)(v) ? v : null);

/**
 * The request as the engine takes it (a buy request unless it says sell): the fields it ranks by, each closed
 * one kept only as far as the stored vocabularies know it, so a request read from text needs no cast and a
 * value outside them never reaches the engine. A stored request holds only known values and passes unchanged.
 */
export function matchableRequest(r: RequestFields): MatchableRequest {
  const viscosity = r.viscosity && isOneOf(viscosityTypes)(r.viscosity.type) ? { ...r.viscosity, type: r.viscosity.type } : r.viscosity && null;
  return {
    type: r.type === "sell" ? "sell" : "buy",
    materialType: knownValue(materialTypes, r.materialType),
    amount: r.amount,
    capacity: r.capacity,
    targetPrice: r.targetPrice,
    colors: known(colors, r.colors),
    conditions: known(conditions, r.conditions),
    viscosity,
    applications: r.applications ?? undefined,
    materialSources: known(sources, r.materialSources),
    processingMethods: known(processingMethods, r.processingMethods),
    origin: r.origin,
    certificates: known(materialCertificates, r.certificates),
    // the engine reads food contact, fillers and packaging from the description too (ADR 0178)
    description: r.description,
    fillers: r.fillers,
  };
}
