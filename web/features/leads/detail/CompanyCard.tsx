import { Card, Flex, Heading, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Lead } from "../../../../shared/schemas/lead";
import { notify } from "../../../components/toaster";

const CopyIcon = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
);

/** Clipboard API first; the textarea fallback for pages the browser does not trust with it (plain http). */
async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const el = document.createElement("textarea");
    el.value = text;
    el.setAttribute("readonly", "");
    el.style.position = "fixed";
    el.style.opacity = "0";
    document.body.appendChild(el);
    el.select();
    document.execCommand("copy");
    el.remove();
  }
}

function Email({ email, owner, testId }: { email: string | null | undefined; owner: string; testId: string }) {
  const { t } = useTranslation(["leads", "toastMessages"]);
  if (!email) return null;
  const copy = async () => {
    try {
      await copyText(email);
      notify.success(t("detail.toast.emailCopied"));
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    }
  };
  return (
    <Flex align="center" gap="1" minW="0">
      <Link href={`mailto:${email}`} fontSize="sm" truncate>
        {email}
      </Link>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={t("detail.company.copyEmail", { name: owner })}
        title={t("detail.company.copyEmail", { name: owner })}
        onClick={() => void copy()}
        data-testid={testId}
      >
        <CopyIcon />
      </IconButton>
    </Flex>
  );
}

/** The lead's company and contact: links to their pages and copy-e-mail buttons. */
export function CompanyCard({ lead }: { lead: Lead }) {
  const { t } = useTranslation("leads");
  const { company, contact } = lead;
  return (
    <Card.Root rounded="xl" size="sm" data-testid="lead-company-card">
      <Card.Header>
        <Heading as="h2" size="md">
          {t("detail.company.title")}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Stack gap="1">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {t("detail.company.company")}
          </Text>
          {company ? (
            <>
              <Link asChild fontWeight="600" color="brand.fg">
                <RouterLink to={`/companies/${company.id}`} data-testid="lead-company-link">
                  {company.name}
                </RouterLink>
              </Link>
              <Email email={company.email} owner={company.name} testId="copy-company-email" />
            </>
          ) : (
            <Text color="fg.muted">—</Text>
          )}
        </Stack>
        <Stack gap="1">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {t("detail.company.contact")}
          </Text>
          {contact ? (
            <>
              <Link asChild fontWeight="600" color="brand.fg">
                <RouterLink to={`/contacts/${contact.id}`} data-testid="lead-contact-link">
                  {contact.name}
                </RouterLink>
              </Link>
              {contact.position && (
                <Text fontSize="sm" color="fg.muted">
                  {contact.position}
                </Text>
              )}
              <Email email={contact.email} owner={contact.name} testId="copy-contact-email" />
              {contact.phoneNumber && (
                <Link href={`tel:${contact.phoneNumber}`} fontSize="sm">
                  {contact.phoneNumber}
                </Link>
              )}
            </>
          ) : (
            <Text color="fg.muted" data-testid="lead-no-contact">
              {t("detail.company.noContact")}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
