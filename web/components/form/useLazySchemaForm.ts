import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import type * as z from "../../../shared/schemas/zod";
import { lazySchemaResolver } from "./lazySchemaResolver";
import { useResolvedForm, type SchemaFormBehaviour } from "./useResolvedForm";

export interface LazySchemaFormOptions<TForm extends FieldValues, TBody> extends SchemaFormBehaviour<TForm> {
  /** The form's values as the API body; taken from the first render (the resolver is made once). */
  toBody: (values: TForm) => TBody;
  /** Loads the shared schema of the body (a dynamic import), on the form's first check. */
  loadSchema: () => Promise<z.core.$ZodType>;
}

/**
 * useSchemaForm for a route that must stay light: zod, the resolver and the schema load on the form's first
 * check (see lazySchemaResolver). Pass `onCheckFailed` to SchemaForm for a load that fails.
 */
export function useLazySchemaForm<TForm extends FieldValues, TBody>({ toBody, loadSchema, ...behaviour }: LazySchemaFormOptions<TForm, TBody>) {
  // The resolver keeps the schema it loaded, so it lives as long as the form.
  const [resolver] = useState(() => lazySchemaResolver(toBody, loadSchema));
  return useResolvedForm(resolver, behaviour);
}
