import { Alert, Button, EmptyState, Flex, Heading, Link, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { CompanyAnswer } from "../../../../../shared/schemas/company";
import { BoxIcon } from "../../../../components/icons";
import { formatDate } from "../../../../lib/dates";
import { useCompanyMaterials } from "./api";

/** The company's products: links to each, and 'New product' for this company. */
export default function ProductsTab({ company }: { company: CompanyAnswer }) {
  const { t } = useTranslation("companyProfile");
  // Cursors of the earlier pages; kept here, as the tab's URL belongs to the company page.
  const [trail, setTrail] = useState<string[]>([]);
  const { data, error, isLoading } = useCompanyMaterials(company.id, trail.at(-1));
  const items = data?.items ?? [];

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
      {error ? (
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{t("products.loadFailed")}</Alert.Title>
        </Alert.Root>
      ) : isLoading ? (
        <Flex justify="center" py="10">
          <Spinner color="brand.solid" />
        </Flex>
      ) : items.length === 0 && trail.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid="products-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <BoxIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("products.empty")}</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>{t("products.name")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("products.type")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("products.updated")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((m) => (
                  <Table.Row key={m.id} data-testid="company-product">
                    <Table.Cell>
                      <Link asChild fontWeight="600" color="fg">
                        <RouterLink to={`/materials/${m.id}`}>{m.name}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{m.type ? m.type.toUpperCase() : "—"}</Table.Cell>
                    <Table.Cell>
                      <Text whiteSpace="nowrap">{formatDate(m.updatedDate)}</Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Flex justify="flex-end" gap="2">
            <Button size="sm" variant="outline" disabled={!trail.length} onClick={() => setTrail((x) => x.slice(0, -1))}>
              {t("common:table.previous")}
            </Button>
            <Button size="sm" variant="outline" disabled={!data?.cursor} onClick={() => data?.cursor && setTrail((x) => [...x, data.cursor!])}>
              {t("common:table.next")}
            </Button>
          </Flex>
        </>
      )}
    </Stack>
  );
}
