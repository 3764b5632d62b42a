import { Button, Wrap } from "@chakra-ui/react";

export interface ChipOption {
  value: string;
  label: string;
}

/** A multi-select as toggle chips: every choice visible at once, one click to pick (short enum lists). */
export function ChipSelect({ options, value, onChange, name }: { options: ChipOption[]; value: string[]; onChange: (v: string[]) => void; name?: string }) {
  const toggle = (v: string) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  return (
    <Wrap gap="1.5" data-testid={name ? `chips-${name}` : undefined}>
      {options.map((o) => {
        const on = value.includes(o.value);
        return (
          <Button
            key={o.value}
            size="xs"
            rounded="full"
            variant={on ? "solid" : "outline"}
            colorPalette={on ? "brand" : "gray"}
            aria-pressed={on}
            data-value={o.value}
            onClick={() => toggle(o.value)}
            fontWeight="500"
          >
            {o.label}
          </Button>
        );
      })}
    </Wrap>
  );
}
