import { Button, Field, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CursorPager } from "../../../components/CursorPager";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { CATALOG_PAGE_SIZE, usePublicMaterials } from "../api";
import { MaterialGrid } from "../components/MaterialGrid";
import { PublicLayout } from "../../../components/PublicLayout";
import { materialTypeOptions } from "../../../lib/material-types";
import { SelectField } from "../../../components/form/SelectField";

/** /catalog: the listed materials, a page at a time (the cursor trail and the type filter live in the URL; ADR 0148). */
export default function CatalogPage() {
  const { t } = useTranslation("public");
  const [params, setParams] = useSearchParams();
  const type = params.get("type") || undefined;
  const trail = useCursorTrail();
  const { data, isLoading, error } = usePublicMaterials({ cursor: trail.cursor, type, limit: CATALOG_PAGE_SIZE });
  const setType = (value: string) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.delete("cursor");
      if (value) out.set("type", value);
      else out.delete("type");
      return out;
    });

  return (
    <PublicLayout title={t("catalog.title")}>
      <Stack gap="6">
        <Flex justify="space-between" align={{ base: "stretch", md: "end" }} gap="4" direction={{ base: "column", md: "row" }}>
          <Stack gap="1">
            <Heading as="h1" size="3xl">
              {t("catalog.title")}
            </Heading>
            <Text color="fg.muted">{t("catalog.intro")}</Text>
          </Stack>
          <Field.Root width={{ base: "100%", md: "220px" }}>
            <Field.Label>{t("catalog.type")}</Field.Label>
            <SelectField
              size="sm"
              bg="bg"
              value={type ?? ""}
              onValueChange={setType}
              data-testid="catalog-type"
              placeholder={t("catalog.allTypes")}
              options={materialTypeOptions}
            />
          </Field.Root>
        </Flex>

        {error ? (
          <Text color="fg.error">{t("catalog.loadFailed")}</Text>
        ) : data && data.items.length === 0 ? (
          <Stack align="center" py="16" gap="3" data-testid="catalog-empty">
            <Heading as="h2" size="md">
              {type || !trail.isFirst ? t("catalog.noResults") : t("catalog.emptyCatalog")}
            </Heading>
            {type ? (
              <Button variant="outline" onClick={() => setType("")}>
                {t("catalog.clearFilter")}
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to="/contact-us">{t("menu.contactUs")}</Link>
              </Button>
            )}
          </Stack>
        ) : (
          <MaterialGrid items={data?.items} loading={isLoading} placeholders={CATALOG_PAGE_SIZE} />
        )}
        {(data?.cursor || !trail.isFirst) && (
          <CursorPager trail={trail} nextCursor={data?.cursor} labels={{ previous: t("catalog.previous"), next: t("catalog.next") }}>
            <Text>{t("catalog.page", { page: trail.pageNo })}</Text>
          </CursorPager>
        )}
      </Stack>
    </PublicLayout>
  );
}
