import { Button, EmptyState, Flex, Spinner } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BoxIcon } from "../../../components/icons";
import { ApiError } from "../../../lib/api";
import { useRequiredParam } from "../../../lib/useRequiredParam";
import { useMaterial } from "../api";
import { DetailTabs } from "../../../components/DetailTabs";

/** The editor (form, uploads, admin cards) is its own chunk, loaded once the material is there. */
const MaterialEditor = lazy(() => import("../components/MaterialEditor"));

const Loading = () => (
  <Flex justify="center" py="16">
    <Spinner color="brand.solid" />
  </Flex>
);

/** /materials/{id}; another company's material answers 404 and shows the not-found state. */
export default function MaterialPage() {
  const id = useRequiredParam("id");
  const { t } = useTranslation("products");
  const { data, error } = useMaterial(id);
  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid={missing ? "material-not-found" : "material-error"}>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <BoxIcon />
          </EmptyState.Indicator>
          <EmptyState.Title>{t(missing ? "edit.notFoundTitle" : "list.loadFailed")}</EmptyState.Title>
          {missing && <EmptyState.Description>{t("edit.notFoundText")}</EmptyState.Description>}
          <Button asChild variant="outline">
            <Link to="/materials">{t("edit.backToList")}</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  if (!data) return <Loading />;
  return (
    <DetailTabs entityType="material" entityId={data.id}>
      <Suspense fallback={<Loading />}>
        <MaterialEditor material={data} />
      </Suspense>
    </DetailTabs>
  );
}
