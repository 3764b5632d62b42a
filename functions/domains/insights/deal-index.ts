import { toEurPerTonne } from "../../../shared/rules/currency";
import { compareToIndex, contractPricePerTonne } from "../../../shared/rules/price-index";
import type { DealPriceIndex } from "../../../shared/schemas/deal";
import * as Deals from "../deals";
import { getLeadRef } from "../leads/refs";
import { getMaterialItem } from "../materials";
import { weekOf } from "./dates";
import { indexAverage } from "./price-index";
import { choiceKey, colorGroup } from "./price-statistics";

/**
 * A deal against the price index (ADR 0210). Its grade is the type, condition and colour group of the first
 * material its lead lists (a deal without a lead, or a lead without materials, has none); its price is the
 * contract lines' quantity-weighted price in EUR per tonne; the index is the grade's average of the ISO week
 * the deal was created in. At most three GetItems and one Query.
 */
export async function dealIndex(id: string): Promise<DealPriceIndex> {
  const deal = await Deals.stored(id);
  const week = weekOf(deal.createdDate);
  const lines = deal.contractData?.materials ?? [];
  const perTonne = contractPricePerTonne(lines);
  const contractPrice = perTonne === null ? null : toEurPerTonne({ amount: perTonne, currency: deal.contractData?.currency ?? "EUR" });
  const lead = deal.leadId ? await getLeadRef(deal.leadId) : null;
  const material = lead?.materialIds[0] ? await getMaterialItem(lead.materialIds[0]) : null;
  if (!material) return { grade: null, week, contractPrice, indexAvg: null, comparison: null };
  const grade = { materialType: choiceKey(material.type), condition: choiceKey(material.condition), color: colorGroup(material.color) };
  const index = await indexAverage({ materialType: grade.materialType, condition: grade.condition, colorGroup: grade.color }, deal.createdDate);
  const indexAvg = index?.avg ?? null;
  return { grade, week, contractPrice, indexAvg, comparison: compareToIndex(contractPrice, indexAvg) };
}
