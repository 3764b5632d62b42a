import { Badge, Box, Button, Flex, Heading, Link, Menu, Portal, Skeleton, Spinner } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyAnswer } from "../../../../shared/schemas/company";
import { notify } from "../../../components/toaster";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { staffName, useStaff } from "../../../lib/users";
import { assignCompany, NOTES_LIMIT, useCompanyNotes } from "../api";
import { CountryFlag } from "./CountryFlag";
import { CompanyNotesDialog } from "./CompanyNotesDialog";
import { StartResearchDialog } from "./StartResearchDialog";
import { useEnrich } from "./useEnrich";
import { SelectField } from "../../../components/form/SelectField";

function AssigneePicker({ company }: { company: CompanyAnswer }) {
  const { t } = useTranslation(["companies", "toastMessages"]);
  const { staff, isLoading } = useStaff();
  const [saving, setSaving] = useState(false);
  const change = async (id: string) => {
    setSaving(true);
    try {
      await assignCompany(company, id || null);
      notify.success(t(id ? "toasts.assigned" : "toasts.unassigned"));
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setSaving(false);
    }
  };
  // Until the staff list is in, an assignee cannot be named: a placeholder, not "Another user".
  if (isLoading) return <Skeleton h="8" width={{ base: "full", sm: "220px" }} rounded="l2" data-testid="company-assignee-loading" />;
  const known = !company.assignedUserId || staff.some((u) => u.id === company.assignedUserId);
  return (
    <SelectField
      size="sm"
      width={{ base: "full", sm: "220px" }}
      disabled={saving}
      bg="bg"
      aria-label={t("header.assignee")}
      value={company.assignedUserId ?? ""}
      onValueChange={(v) => void change(v)}
      data-testid="company-assignee"
      placeholder={t("header.noAssignee")}
      options={[
        ...staff.map((u) => ({ value: u.id, label: staffName(u) })),
        ...(known ? [] : [{ value: company.assignedUserId ?? "", label: t("list.otherAssignee") }]),
      ]}
    />
  );
}

function NotesButton({ company }: { company: CompanyAnswer }) {
  const { t } = useTranslation("companies");
  const [open, setOpen] = useState(false);
  const { data, isLoading, error } = useCompanyNotes(company.id, true);
  const notes = data?.items ?? [];
  return (
    <>
      <Button size="sm" variant="outline" bg="bg" onClick={() => setOpen(true)} data-testid="notes-button">
        {t("header.notes")}
        {/* The count once the notes are in; a spinner while they load, nothing if they failed. */}
        {data ? (
          <Badge colorPalette="brand" variant="solid" size="xs" rounded="full" data-testid="notes-count">
            {`${notes.length}${data.cursor && notes.length >= NOTES_LIMIT ? "+" : ""}`}
          </Badge>
        ) : (
          isLoading && <Spinner size="xs" color="fg.muted" data-testid="notes-count-loading" />
        )}
      </Button>
      {open && <CompanyNotesDialog companyId={company.id} notes={notes} loading={isLoading} failed={error != null} onClose={() => setOpen(false)} />}
    </>
  );
}

/** 'Start research' opens its dialog; 'Enrich' pulls the company's data from Apollo. */
function ActionsMenu({ companyId }: { companyId: string }) {
  const { t } = useTranslation("companies");
  const [researching, setResearching] = useState(false);
  const { enrich, busy } = useEnrich(companyId);
  return (
    <>
      <Menu.Root onSelect={(d) => (d.value === "startResearch" ? setResearching(true) : void enrich())}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" bg="bg" loading={busy} data-testid="actions-menu">
            {t("header.actions")}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="startResearch" data-testid="action-startResearch">
                {t("header.startResearch")}
              </Menu.Item>
              <Menu.Item value="enrich" disabled={busy} data-testid="action-enrich">
                {t("header.enrich")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {researching && <StartResearchDialog companyId={companyId} onClose={() => setResearching(false)} />}
    </>
  );
}

/** Company detail header: name, flag, website; staff also get assignee, notes and actions. */
export function CompanyHeader({ company, staffView }: { company: CompanyAnswer; staffView: boolean }) {
  useDocumentTitle(company.name);
  return (
    <Flex justify="space-between" align={{ base: "flex-start", md: "center" }} gap="4" wrap="wrap" mb="4">
      <Box minW="0">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" letterSpacing="-0.02em" data-testid="company-name">
            {company.name}
          </Heading>
          <CountryFlag code={company.address?.countryCode} />
        </Flex>
        {company.website && (
          <Link href={company.website} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" data-testid="company-website">
            {company.website}
          </Link>
        )}
      </Box>
      {staffView && (
        <Flex gap="2" wrap="wrap" align="center">
          <AssigneePicker company={company} />
          <NotesButton company={company} />
          <ActionsMenu companyId={company.id} />
        </Flex>
      )}
    </Flex>
  );
}
