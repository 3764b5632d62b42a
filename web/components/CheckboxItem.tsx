import { Checkbox } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A labelled checkbox (Chakra v3's four parts) in the brand colour; a `value` makes it one of a Checkbox.Group. */
export function CheckboxItem({ label, ...root }: Checkbox.RootProps & { label: ReactNode }) {
  return (
    <Checkbox.Root colorPalette="brand" {...root}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
