import { humanize, materialTypeLabel } from "../../integrations/datasheet/sheet-content";
import type { JsonLdPropertyValue, Passport, PassportJsonLd, PassportProperty } from "../../../shared/schemas/passport";

const title = (field: string) => field.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());

/** One measured property as a schema.org PropertyValue: a range as minValue/maxValue, test conditions as text. */
function propertyValue(p: PassportProperty): JsonLdPropertyValue {
  const conditions = [
    p.temperatureC != null ? `${p.temperatureC} °C` : null,
    p.loadKg != null ? `${p.loadKg} kg` : null,
    p.standard ?? null,
    p.kind && p.field !== "viscosity" ? title(p.kind) : null,
  ].filter(Boolean);
  const range = p.max !== undefined;
  return {
    "@type": "PropertyValue",
    propertyID: p.field,
    name: p.field === "viscosity" && p.kind ? title(p.kind) : title(p.field),
    ...(range
      ? { ...(p.value != null ? { minValue: p.value } : {}), ...(p.max != null ? { maxValue: p.max } : {}) }
      : p.value != null
        ? { value: p.value }
        : {}),
    ...(p.unit ? { unitText: p.unit } : {}),
    ...(conditions.length ? { description: conditions.join(", ") } : {}),
  };
}

/** A chain-of-custody fact as a PropertyValue with its readable value ("postConsumer" → "Post-consumer"). */
const fact = (propertyID: string, name: string, value: string | null): JsonLdPropertyValue[] =>
  value == null ? [] : [{ "@type": "PropertyValue", propertyID, name, value: humanize(value) }];

const percent = (propertyID: string, name: string, value: number | null): JsonLdPropertyValue[] =>
  value == null ? [] : [{ "@type": "PropertyValue", propertyID, name, value, unitText: "%" }];

/**
 * The passport as a schema.org Product in JSON-LD: the same facts, nothing more. Measured properties, the
 * recycled content and its split, the chain of custody and the data quality level are PropertyValues;
 * certificates Certifications, by their readable names.
 */
export function passportJsonLd(p: Passport): PassportJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": p.url,
    url: p.url,
    identifier: p.id,
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    category: `Recycled plastic (${materialTypeLabel(p.type)})`,
    material: materialTypeLabel(p.type),
    dateModified: p.updatedDate,
    ...(p.countryOfOrigin ? { countryOfOrigin: { "@type": "Country", name: p.countryOfOrigin.name, identifier: p.countryOfOrigin.code } } : {}),
    additionalProperty: [
      ...(p.dataQuality.level
        ? [{ "@type": "PropertyValue" as const, propertyID: "dataQualityLevel", name: "Data quality level", value: p.dataQuality.level }]
        : []),
      ...percent("recycledContent", "Recycled content", p.recycledContent.total),
      ...percent("recycledContentPostConsumer", "Recycled content, post-consumer", p.recycledContent.postConsumer),
      ...percent("recycledContentPostIndustrial", "Recycled content, post-industrial", p.recycledContent.postIndustrial),
      ...fact("source", "Source", p.chainOfCustody.source),
      ...fact("chainOfCustody", "Chain of custody", p.chainOfCustody.model),
      ...fact("recyclingMethod", "Recycling method", p.chainOfCustody.recyclingMethod),
      ...fact("washingProcess", "Washing process", p.chainOfCustody.washingProcess),
      ...p.properties.map(propertyValue),
    ],
    hasCertification: p.certificates.map((c) => ({
      "@type": "Certification",
      name: humanize(c.name),
      certificationStatus: c.status,
      ...(c.validUntil ? { expires: c.validUntil } : {}),
    })),
  };
}
