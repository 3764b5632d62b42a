import { Button, Flex, Heading, Link, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { CompanyAnswer } from "../../../../../shared/schemas/company";
import { BoxIcon } from "../../../../components/icons";
import { RecordList, RecordListEmpty, RecordListError, type RecordColumn } from "../../../../components/RecordList";
import { formatDate } from "../../../../lib/dates";
import { useCompanyMaterials } from "./api";

/** The company's products: links to each (a card per product on phones), and 'New product' for this company. */
export default function ProductsTab({ company }: { company: CompanyAnswer }) {
  const { t } = useTranslation("companyProfile");
  // Cursors of the earlier pages; kept here, as the tab's URL belongs to the company page.
  const [trail, setTrail] = useState<string[]>([]);
  const { data, error, isLoading } = useCompanyMaterials(company.id, trail.at(-1));
  const items = data?.items ?? [];
  const columns: RecordColumn<(typeof items)[number]>[] = [
    {
      key: "name",
      header: t("products.name"),
      cardRole: "title",
      cell: (m) => (
        <Link asChild fontWeight="600" color="fg">
          <RouterLink to={`/materials/${m.id}`}>{m.name}</RouterLink>
        </Link>
      ),
    },
    { key: "type", header: t("products.type"), cell: (m) => (m.type ? m.type.toUpperCase() : "—") },
    { key: "updated", header: t("products.updated"), nowrap: true, cell: (m) => formatDate(m.updatedDate) },
  ];

  return (
    <Stack gap="4" data-testid="company-products">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {t("products.title")}
        </Heading>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={`/new-material?companyId=${encodeURIComponent(company.id)}`} data-testid="company-new-product">
            + {t("products.new")}
          </RouterLink>
        </Button>
      </Flex>
      <RecordList
        name="company-products"
        rows={items}
        columns={columns}
        rowKey={(m) => m.id}
        rowTestId="company-product"
        loading={isLoading}
        error={error ? <RecordListError text={t("products.loadFailed")} /> : undefined}
        empty={trail.length === 0 ? <RecordListEmpty testId="products-empty" icon={<BoxIcon />} title={t("products.empty")} /> : undefined}
      />
      {!error && !isLoading && (items.length > 0 || trail.length > 0) && (
        <Flex justify="flex-end" gap="2">
          <Button size="sm" variant="outline" disabled={!trail.length} onClick={() => setTrail((x) => x.slice(0, -1))}>
            {t("common:table.previous")}
          </Button>
          <Button size="sm" variant="outline" disabled={!data?.cursor} onClick={() => data?.cursor && setTrail((x) => [...x, data.cursor!])}>
            {t("common:table.next")}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
