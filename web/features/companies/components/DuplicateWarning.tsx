import { Alert, Link, List } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { CompanyDuplicate } from "../api";

/** Possible duplicates found before saving: a warning with a link to each, never a block. */
export function DuplicateWarning({ items }: { items: CompanyDuplicate[] }) {
  const { t } = useTranslation("companies");
  if (!items.length) return null;
  return (
    <Alert.Root status="warning" rounded="lg" data-testid="duplicate-warning" aria-live="polite">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("duplicates.title")}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" mt="1" gap="0.5">
            {items.map((d) => (
              <List.Item key={`${d.id}-${d.reason}`}>
                <Link asChild fontWeight="600" color="inherit" textDecoration="underline">
                  <RouterLink to={`/companies/${d.id}`} target="_blank" data-testid="duplicate-link">
                    {d.name}
                  </RouterLink>
                </Link>{" "}
                — {t(`duplicates.reason.${d.reason}`)}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
