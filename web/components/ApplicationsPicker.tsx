import { Badge, Box, Button, Checkbox, Input, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { applicationTags } from "../../shared/schemas/applications";
import { applicationLabel } from "../lib/applications";

export interface ApplicationsPickerTexts {
  /** The trigger's label. */
  button: string;
  search: string;
  /** Shown once `max` are ticked. */
  max: string;
  clear: string;
}

/**
 * The applications picker over the shared tag list (ADR 0107): ~120 tags, so a searchable checklist in a
 * popover rather than a select. The companies list filter, the company form and the request form use it
 * (each with its own texts and cap); stored free-text values stay pickable.
 */
export function ApplicationsPicker({
  value,
  onChange,
  texts,
  max,
  testId = "applications-filter",
}: {
  value: string[];
  onChange: (v: string[]) => void;
  texts: ApplicationsPickerTexts;
  max: number;
  testId?: string;
}) {
  const { t } = useTranslation(["applications", "common"]);
  const [search, setSearch] = useState("");
  const options = useMemo(() => {
    const all = [...new Set([...value, ...applicationTags])].map((v) => ({ value: v, label: applicationLabel(t, v) }));
    const s = search.trim().toLowerCase();
    return (s ? all.filter((o) => o.label.toLowerCase().includes(s)) : all).sort((a, b) => a.label.localeCompare(b.label));
  }, [value, search, t]);
  const full = value.length >= max;
  const toggle = (v: string, on: boolean) => onChange(on ? [...value, v] : value.filter((x) => x !== v));

  return (
    <Popover.Root positioning={{ placement: "bottom-start" }} lazyMount>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" bg="bg" data-testid={testId}>
          {texts.button}
          {value.length > 0 && (
            <Badge colorPalette="brand" variant="solid" size="xs" rounded="full">
              {value.length}
            </Badge>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="300px" data-testid="applications-popover">
            <Popover.Body p="3">
              <Input size="sm" placeholder={texts.search} aria-label={texts.search} value={search} onChange={(e) => setSearch(e.target.value)} mb="2" />
              {full && (
                <Text fontSize="xs" color="fg.muted" mb="2">
                  {texts.max}
                </Text>
              )}
              <Box maxH="280px" overflowY="auto">
                <Stack gap="1.5">
                  {options.map((o) => {
                    const on = value.includes(o.value);
                    return (
                      <Checkbox.Root
                        key={o.value}
                        size="sm"
                        checked={on}
                        disabled={!on && full}
                        onCheckedChange={(e) => toggle(o.value, e.checked === true)}
                        data-value={o.value}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label fontWeight="400">{o.label}</Checkbox.Label>
                      </Checkbox.Root>
                    );
                  })}
                  {options.length === 0 && <Text color="fg.muted">{t("common:noResults")}</Text>}
                </Stack>
              </Box>
              {value.length > 0 && (
                <Button size="xs" variant="ghost" mt="2" onClick={() => onChange([])}>
                  {texts.clear}
                </Button>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
