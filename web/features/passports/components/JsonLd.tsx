/**
 * Linked data in the page for search engines and other tools: the JSON in a script element of type
 * application/ld+json (never run). "<" is escaped so no text of the data can close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" data-testid="passport-json-ld" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
  );
}
