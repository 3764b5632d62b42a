import { Flex, Input, Tag, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Origin countries as ISO codes: type "DE" and Enter (or a comma); each shows as a removable tag with its name. */
export function CountryCodesInput({ value, onChange, label }: { value: string[]; onChange: (v: string[]) => void; label: string }) {
  const { t, i18n } = useTranslation("materialRequests");
  const [text, setText] = useState("");
  const name = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: "region" }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const add = () => {
    const codes = text
      .split(/[\s,;]+/)
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean);
    const next = [...value];
    for (const c of codes) if (!next.includes(c)) next.push(c);
    if (codes.length) onChange(next);
    setText("");
  };
  return (
    <Flex direction="column" gap="2" w="full">
      {value.length > 0 && (
        <Wrap gap="1.5" data-testid="origin-tags">
          {value.map((c) => (
            <Tag.Root key={c} size="md" variant="subtle">
              <Tag.Label>{/^[A-Z]{2}$/.test(c) ? `${c} · ${name(c)}` : c}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={t("form.removeValue", { value: c })} onClick={() => onChange(value.filter((x) => x !== c))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <Input
        maxW="260px"
        aria-label={label}
        placeholder={t("form.originPlaceholder")}
        value={text}
        maxLength={60}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === ",") {
            e.preventDefault();
            add();
          }
        }}
        onBlur={add}
        data-testid="input-origin"
      />
    </Flex>
  );
}
