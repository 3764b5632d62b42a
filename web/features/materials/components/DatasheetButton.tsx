import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { DocIcon } from "../../../components/icons";
import { notify } from "../../../components/toaster";
import { datasheetUrl } from "../api";

/**
 * Opens the generated datasheet in a new tab. The tab is opened synchronously in the click (popup blockers
 * allow that) and pointed at the PDF once its URL arrives.
 */
export function DatasheetButton({ id }: { id: string }) {
  const { t } = useTranslation("products");
  const open = async () => {
    const tab = window.open("about:blank", "_blank");
    notify.info(t("toasts.datasheetOpening"), { duration: 3000 });
    try {
      const { url } = await datasheetUrl(id);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      notify.error(t("toasts.somethingWentWrong"));
    }
  };
  return (
    <Button variant="outline" onClick={open} data-testid="datasheet-button">
      <DocIcon /> {t("edit.datasheet")}
    </Button>
  );
}
