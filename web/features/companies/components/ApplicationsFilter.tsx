import { useTranslation } from "react-i18next";
import { ApplicationsPicker } from "../../../components/ApplicationsPicker";
import { MAX_APPLICATIONS } from "../filters";

/**
 * The companies' applications picker (the list's multi-filter: each tick applies at once, at most
 * MAX_APPLICATIONS; the company form passes a `label` and a larger `max`) over the shared picker.
 */
export function ApplicationsFilter({
  value,
  onChange,
  label,
  max = MAX_APPLICATIONS,
  testId = "applications-filter",
}: {
  value: string[];
  onChange: (v: string[]) => void;
  label?: string;
  max?: number;
  testId?: string;
}) {
  const { t } = useTranslation(["companies", "applications"]);
  const texts = {
    button: label ?? t("list.applications"),
    search: t("list.searchApplications"),
    max: t("list.applicationsMax", { count: max }),
    clear: t("list.clearApplications"),
  };
  return <ApplicationsPicker value={value} onChange={onChange} texts={texts} max={max} testId={testId} />;
}
