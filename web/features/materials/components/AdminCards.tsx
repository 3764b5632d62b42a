import { Button, Card, Field, Flex, Heading, Input, InputGroup, Link, Spinner, Stack, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { MaterialAnswer } from "../../../../shared/schemas/material";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { formatDate } from "../../../lib/dates";
import { saveWarehouse, updateMaterial, useCompany, useMaterialLeads, useWarehouseRecord } from "../api";

/** 'List in catalog'. */
export function CatalogCard({ material }: { material: MaterialAnswer }) {
  const { t } = useTranslation("products");
  const [busy, setBusy] = useState(false);
  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await updateMaterial(material.id, { isPublic: on, version: material.version });
      notify.success(t(on ? "toasts.listed" : "toasts.unlisted"));
    } catch (e) {
      notify.error(t(e instanceof ApiError && e.status === 409 ? "toasts.conflict" : "toasts.somethingWentWrong"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root variant="outline" rounded="xl" size="sm">
      <Card.Body gap="2">
        <Switch.Root
          colorPalette="brand"
          checked={material.isPublic === true}
          disabled={busy}
          onCheckedChange={(e) => toggle(e.checked)}
          data-testid="catalog-switch"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontWeight="600">{t("admin.listInCatalog")}</Switch.Label>
        </Switch.Root>
        <Text fontSize="xs" color="fg.muted">
          {t("admin.listInCatalogHelp")}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** A non-negative amount in kg ("1200", "1200,5"); null for empty or anything else. */
export function parseAmountKg(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/** Available amount in kg; saved only when non-empty. */
export function WarehouseCard({ materialId }: { materialId: string }) {
  const { t } = useTranslation(["products", "units"]);
  const { data } = useWarehouseRecord(materialId);
  // What the user typed (null until they type): the stored amount fills the field until then, and a record
  // arriving late never replaces their input.
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = typed ?? (data ? String(data.availableAmountKg) : "");
  const parsed = parseAmountKg(amount);
  const invalid = amount.trim() !== "" && parsed === null;
  const save = async () => {
    const n = parsed;
    if (n === null) return;
    setBusy(true);
    try {
      await saveWarehouse(materialId, n);
      setTyped(null);
      notify.success(t("toasts.warehouseSaved"));
    } catch {
      notify.error(t("toasts.warehouseFailed"));
    } finally {
      setBusy(false);
    }
  };
  const reserved = data?.reserved.reduce((s, r) => s + r.amountKg, 0) ?? 0;
  return (
    <Card.Root variant="outline" rounded="xl" size="sm" data-testid="warehouse-card">
      <Card.Body gap="2">
        <Heading size="sm">{t("admin.warehouse")}</Heading>
        <Field.Root invalid={invalid}>
          <Field.Label fontSize="sm" color="fg.muted" fontWeight="normal">
            {t("admin.availableAmount")}
          </Field.Label>
          <Flex gap="2" w="full">
            <InputGroup
              endElement={
                <Text fontSize="sm" color="fg.muted">
                  {t("units:kg")}
                </Text>
              }
            >
              <Input size="sm" inputMode="decimal" value={amount} onChange={(e) => setTyped(e.target.value)} data-testid="warehouse-amount" />
            </InputGroup>
            <Button size="sm" colorPalette="brand" variant="subtle" onClick={save} loading={busy} disabled={parsed === null} data-testid="warehouse-save">
              {t("admin.save")}
            </Button>
          </Flex>
          <Field.ErrorText data-testid="warehouse-amount-error">{t("admin.amountInvalid")}</Field.ErrorText>
        </Field.Root>
        {data && (
          <Text fontSize="xs" color="fg.muted">
            {t("admin.reservedUpdated", { reserved, date: formatDate(data.updatedDate) })}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The leads that hold this material (admins only), each linking to /leads/{id}. */
export function LeadsCard({ materialId }: { materialId: string }) {
  const { t } = useTranslation("products");
  const { data, error } = useMaterialLeads(materialId);
  const leads = data?.items ?? [];
  return (
    <Card.Root variant="outline" rounded="xl" size="sm" data-testid="leads-card">
      <Card.Body gap="2">
        <Heading size="sm">{t("admin.leads")}</Heading>
        {error ? (
          <Text fontSize="sm" color="fg.error">
            {t("list.loadFailed")}
          </Text>
        ) : !data ? (
          <Spinner size="sm" color="brand.solid" />
        ) : leads.length ? (
          <Stack as="ul" gap="1" listStyleType="none">
            {leads.map((l) => (
              <li key={l.id}>
                <Link asChild fontSize="sm" data-testid="material-lead-link">
                  <RouterLink to={`/leads/${l.id}`}>{l.company?.name ? `${l.description} · ${l.company.name}` : l.description}</RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted" data-testid="leads-card-empty">
            {t("admin.noLeads")}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function CompanyCard({ material }: { material: MaterialAnswer }) {
  const { t } = useTranslation("products");
  const { data: company } = useCompany(material.companyId);
  return (
    <Card.Root variant="outline" rounded="xl" size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {t("admin.company")}
        </Text>
        <Link asChild fontWeight="600" color="brand.fg">
          <RouterLink to={`/companies/${material.companyId}`} data-testid="company-link">
            {company?.name ?? material.company?.name ?? t("admin.openCompany")} →
          </RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
