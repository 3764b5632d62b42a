import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../components/toaster";
import { useMe } from "../../../lib/me";
import { useSession } from "../../../lib/session";
import { downloadContactsCsv, useCsvAllowList } from "../api";
import { mayDownloadCsv } from "../csvAccess";

/** CSV Download of the filtered list, shown only to the users the config entry names (never hard-coded). */
export function CsvDownloadButton({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation("contacts");
  const { isSuperAdmin } = useSession();
  const { data: me } = useMe();
  const { data: entry } = useCsvAllowList(isSuperAdmin);
  const [busy, setBusy] = useState(false);
  if (!mayDownloadCsv(entry?.value, me?.email)) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadContactsCsv(query);
    } catch {
      notify.error(t("toasts.csvFailed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" bg="bg" loading={busy} onClick={download} data-testid="contacts-csv">
      {t("list.csvDownload")}
    </Button>
  );
}
