import { Field, IconButton, Input, InputGroup } from "@chakra-ui/react";
import { forwardRef, useRef, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, parseDay } from "../lib/dates";
import { makeIcon } from "./icons";

const CalendarIcon = makeIcon(["M4 5h16v16H4z", "M4 10h16", "M8 3v4", "M16 3v4"]);

export interface DateInputProps {
  label: string;
  /** The typed text, dd/MM/yyyy (parseDay in lib/dates.ts reads it). */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  testId?: string;
}

/**
 * A calendar date typed as dd/MM/yyyy, as every date of the app is shown, whatever the
 * browser's locale (a native date input shows its own, e.g. mm/dd/yyyy); the button beside it opens the
 * browser's calendar, whose pick is written back as dd/MM/yyyy.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput({ label, value, onChange, onBlur, name, error, testId }, ref) {
  const { t } = useTranslation("common");
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const el = picker.current;
    if (!el) return;
    el.value = parseDay(value) ?? "";
    try {
      el.showPicker();
    } catch {
      el.click();
    }
  };
  const picked = (e: ChangeEvent<HTMLInputElement>) => onChange(formatDay(e.currentTarget.value));
  return (
    <Field.Root invalid={!!error}>
      <Field.Label fontWeight="500">{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton type="button" variant="ghost" size="xs" aria-label={t("pickDate")} onClick={open} data-testid={testId && `${testId}-pick`}>
            <CalendarIcon />
          </IconButton>
        }
      >
        <Input
          ref={ref}
          name={name}
          size="md"
          bg="bg"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={() => {
            // A date typed another way (1.2.2027, an ISO date) is shown as dd/MM/yyyy once it is a date.
            const day = parseDay(value);
            if (day && formatDay(day) !== value) onChange(formatDay(day));
            onBlur?.();
          }}
          placeholder={t("datePlaceholder")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          data-testid={testId}
        />
      </InputGroup>
      {/* The browser's calendar, opened by the button; out of the tab order and hidden from assistive technology. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        onChange={picked}
        style={{ position: "absolute", width: 1, height: 1, opacity: 0, pointerEvents: "none", bottom: 0, right: 0 }}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
