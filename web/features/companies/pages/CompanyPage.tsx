import { Box, Button, EmptyState, Flex, Spinner } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useOutletContext } from "react-router";
import type { CompanyAnswer } from "../../../../shared/schemas/company";
import { BuildingIcon } from "../../../components/icons";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { useRequiredParam } from "../../../lib/useRequiredParam";
import { useCompany } from "../api";
import { CompanyHeader } from "../components/CompanyHeader";
import { STAFF_TABS, USER_TABS } from "../tabs";

export interface CompanyOutlet {
  company: CompanyAnswer;
}
/** The company the detail page loaded, for its tab routes. */
export const useCompanyOutlet = () => useOutletContext<CompanyOutlet>();

/**
 * /companies/{id}: header and tabs, each tab a child route (web/features/companies/routes.tsx). Another company's id answers
 * 404 for an ordinary user and shows the not-found state.
 */
export default function CompanyPage() {
  const id = useRequiredParam("id");
  const { t } = useTranslation("companies");
  const { isSuperAdmin } = useSession();
  const { data, error } = useCompany(id);
  const location = useLocation();
  const tabs = isSuperAdmin ? STAFF_TABS : USER_TABS;
  const current = tabs.find((tab) => location.pathname.endsWith(`/${tab}`)) ?? tabs[0];

  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid={missing ? "company-not-found" : "company-error"}>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <BuildingIcon />
          </EmptyState.Indicator>
          <EmptyState.Title as="h1">{t(missing ? "detail.notFoundTitle" : "list.loadFailed")}</EmptyState.Title>
          {missing && <EmptyState.Description>{t("detail.notFoundText")}</EmptyState.Description>}
          <Button asChild variant="outline">
            <Link to={isSuperAdmin ? "/companies" : "/"}>{t(isSuperAdmin ? "detail.backToList" : "detail.backHome")}</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  if (!data)
    return (
      <Flex justify="center" py="16">
        <Spinner color="brand.solid" />
      </Flex>
    );
  return (
    <>
      <CompanyHeader company={data} staffView={isSuperAdmin} />
      {/* Tabs are routes, so they are links (a nav with aria-current), not an ARIA tablist without panels. */}
      <Flex as="nav" aria-label={t("tabs.label")} borderBottomWidth="1px" mb="5" gap="1" overflowX="auto" data-testid="company-tabs">
        {tabs.map((tab) => (
          <Link key={tab} to={`/companies/${encodeURIComponent(id)}/${tab}`} aria-current={tab === current ? "page" : undefined} data-testid={`tab-${tab}`}>
            <Box
              px="3"
              py="2"
              mb="-1px"
              fontWeight="500"
              whiteSpace="nowrap"
              borderBottomWidth="2px"
              borderColor={tab === current ? "brand.solid" : "transparent"}
              color={tab === current ? "fg" : "fg.muted"}
              _hover={{ color: "fg" }}
            >
              {t(`tabs.${tab}`)}
            </Box>
          </Link>
        ))}
      </Flex>
      <Outlet context={{ company: data } satisfies CompanyOutlet} />
    </>
  );
}
