import { Alert, Box, Button, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { contactName } from "../../../../shared/schemas/contact";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { PageHeader } from "../../../components/PageHeader";
import { notify } from "../../../components/toaster";
import { formatDate } from "../../../lib/dates";
import { useSession } from "../../../lib/session";
import { useRequiredParam } from "../../../lib/useRequiredParam";
import { deleteContact, useCompanyName, useContact } from "../api";
import { ContactForm } from "../components/ContactForm";
import { DetailTabs } from "../../../components/DetailTabs";

const Section = ({ title, hint, children, testId }: { title: string; hint?: string; children: ReactNode; testId?: string }) => (
  <Box as="section" bg="bg" borderWidth="1px" rounded="xl" p={{ base: "5", md: "7" }} data-testid={testId}>
    <Heading as="h2" size="md">
      {title}
    </Heading>
    {hint && (
      <Text color="fg.muted" fontSize="sm" mt="1">
        {hint}
      </Text>
    )}
    <Box mt="5">{children}</Box>
  </Box>
);

/**
 * /contacts/{id}: back, personal data (e-mail read only), the company's profile
 * link, delete with confirmation → /contacts with 'Contact "{name}" deleted'. Ordinary users reach only their
 * own company's contacts (the API answers 404 for others).
 */
export default function ContactPage() {
  const { t } = useTranslation(["contacts", "toastMessages"]);
  const id = useRequiredParam("id");
  const navigate = useNavigate();
  const { isSuperAdmin } = useSession();
  const { data: contact, error } = useContact(id);
  const { data: company } = useCompanyName(contact?.companyId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = contact ? contactName(contact) || contact.email || t("common:noName") : "";
  // Staff come from the list; a company's own user has no list, so Back is the previous screen.
  const back = () => (isSuperAdmin ? navigate("/contacts") : navigate(-1));

  const remove = async () => {
    setBusy(true);
    try {
      await deleteContact(id);
      notify.success(t("toasts.deleted", { name }));
      navigate(isSuperAdmin ? "/contacts" : `/companies/${contact?.companyId}/profile`);
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
      setBusy(false);
    }
  };

  return (
    <Stack gap="6" maxW="960px">
      <Box>
        <Button type="button" variant="ghost" size="sm" onClick={back} data-testid="contact-back">
          ← {t("detail.back")}
        </Button>
      </Box>
      <PageHeader title={contact ? name : t("detail.title")} documentTitle={contact ? name : t("detail.title")} subtitle={contact?.email ?? undefined} />
      {error ? (
        <Alert.Root status="error" rounded="lg" data-testid="contact-error">
          <Alert.Indicator />
          <Alert.Title>{t("detail.notFound")}</Alert.Title>
        </Alert.Root>
      ) : !contact ? (
        <Skeleton h="64" />
      ) : (
        <DetailTabs entityType="contact" entityId={contact.id} label={(field) => t(`fields.${field}`, { defaultValue: field })}>
          <Stack gap="6">
            {contact.mailSuppressed && (
              // Staff only (the API answers the field to staff): why the app sends this address nothing any more.
              <Alert.Root status="warning" rounded="lg" data-testid="contact-mail-suppressed">
                <Alert.Indicator />
                <Alert.Title>
                  {t(`detail.mailSuppressed.${contact.mailSuppressed.reason}`, {
                    date: formatDate(contact.mailSuppressed.at),
                    detail: contact.mailSuppressed.detail,
                  })}
                </Alert.Title>
              </Alert.Root>
            )}
            <Section title={t("detail.personalData")} hint={t("detail.personalDataHint")}>
              <ContactForm key={`${contact.id}`} contact={contact} />
            </Section>
            <Section title={t("fields.company")}>
              <Link asChild color="brand.fg" fontWeight="600">
                <RouterLink to={`/companies/${contact.companyId}/profile`} data-testid="contact-company-link">
                  {company?.name ?? t("detail.companyProfile")} →
                </RouterLink>
              </Link>
            </Section>
            <Section title={t("detail.deleteTitle")} hint={t("detail.deleteHint")} testId="contact-delete-section">
              <Button type="button" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} data-testid="contact-delete">
                {t("detail.delete")}
              </Button>
            </Section>
            <ConfirmDialog
              open={confirming}
              onCancel={() => setConfirming(false)}
              onConfirm={remove}
              busy={busy}
              title={t("detail.deleteConfirmTitle")}
              text={t("detail.deleteConfirmText", { name })}
              confirmLabel={t("detail.delete")}
              cancelLabel={t("detail.cancel")}
              testId="contact-delete"
            />
          </Stack>
        </DetailTabs>
      )}
    </Stack>
  );
}
