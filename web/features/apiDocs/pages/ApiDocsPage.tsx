import { Badge, Box, Code, EmptyState, Flex, Heading, Input, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { API_PREFIX } from "../../../../shared/api/contract";
import type { OpenApiOperation } from "../../../../shared/schemas/openapi";
import { DocIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { useOpenApi } from "../api";

const METHOD_PALETTE = { get: "blue", post: "green", put: "orange", delete: "red" } as const;
type Method = keyof typeof METHOD_PALETTE;
interface Entry {
  path: string;
  method: Method;
  op: OpenApiOperation;
}

/** A route's parameters and request body, as the document states them. */
function Details({ op }: { op: OpenApiOperation }) {
  const { t } = useTranslation("apiDocs");
  const body = op.requestBody?.content["application/json"]?.schema;
  return (
    <Stack gap="3" pt="3">
      {op.parameters?.length ? (
        <Box>
          <Text fontWeight="600" fontSize="sm" mb="1">
            {t("parameters")}
          </Text>
          <Stack as="ul" gap="1" ps="4" fontSize="sm">
            {op.parameters.map((p) => (
              <li key={`${p.in}:${p.name}`}>
                <Code>{p.name}</Code> · {t(`in.${p.in}`)}
                {p.required ? ` · ${t("required")}` : ""}
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {body ? (
        <Box>
          <Text fontWeight="600" fontSize="sm" mb="1">
            {t("body")}
          </Text>
          <Box as="pre" fontSize="xs" bg="bg.muted" p="3" rounded="md" overflowX="auto" maxH="320px" tabIndex={0} aria-label={t("body")}>
            {JSON.stringify(body, null, 2)}
          </Box>
        </Box>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {t("errors", {
          codes: Object.keys(op.responses)
            .filter((c) => c !== "2XX")
            .join(", "),
        })}
      </Text>
    </Stack>
  );
}

/** /api-docs (staff): every route of the API from its OpenAPI document, by area, with a filter and the raw document. */
export default function ApiDocsPage() {
  const { t } = useTranslation("apiDocs");
  const { data, error } = useOpenApi();
  const [filter, setFilter] = useState("");
  const groups = useMemo(() => {
    const entries: Entry[] = Object.entries(data?.paths ?? {}).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method as Method, op: op! })),
    );
    const q = filter.trim().toLowerCase();
    const shown = q ? entries.filter((e) => `${e.method} ${e.path} ${e.op.operationId}`.toLowerCase().includes(q)) : entries;
    const byTag = new Map<string, Entry[]>();
    for (const e of shown) byTag.set(e.op.tags[0], [...(byTag.get(e.op.tags[0]) ?? []), e]);
    return [...byTag].sort(([a], [b]) => a.localeCompare(b));
  }, [data, filter]);
  const count = groups.reduce((n, [, list]) => n + list.length, 0);

  return (
    <Stack gap="4">
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <Link href={`${API_PREFIX}/openapi.json`} target="_blank" rel="noopener" color="brand.fg" fontWeight="600" data-testid="openapi-download">
            {t("download")}
          </Link>
        }
      />
      {error ? (
        <Text color="fg.error" role="alert">
          {t("loadFailed")}
        </Text>
      ) : !data ? (
        <Flex justify="center" py="16">
          <Spinner color="brand.solid" />
        </Flex>
      ) : (
        <>
          <Flex gap="3" align="center" wrap="wrap">
            <Input
              maxW="md"
              bg="bg"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder={t("filter")}
              aria-label={t("filter")}
              data-testid="api-docs-filter"
            />
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              {t("count", { count, version: data.openapi })}
            </Text>
          </Flex>
          {!count && (
            <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <DocIcon />
                </EmptyState.Indicator>
                <EmptyState.Title>{t("empty")}</EmptyState.Title>
              </EmptyState.Content>
            </EmptyState.Root>
          )}
          {groups.map(([tag, list]) => (
            <Stack key={tag} gap="2" data-testid="api-docs-group">
              <Heading as="h2" size="md">
                {tag}
              </Heading>
              <Stack gap="1" borderWidth="1px" rounded="lg" bg="bg" p="2">
                {list.map((e) => (
                  <Box as="details" key={`${e.method} ${e.path}`} px="2" py="1" data-testid="api-docs-route" data-operation={e.op.operationId}>
                    <Flex as="summary" gap="3" align="center" wrap="wrap" cursor="pointer" py="1">
                      <Badge colorPalette={METHOD_PALETTE[e.method]} variant="subtle" minW="14" justifyContent="center">
                        {e.method.toUpperCase()}
                      </Badge>
                      <Code fontSize="sm" bg="transparent" wordBreak="break-all">
                        {e.path}
                      </Code>
                      <Badge variant="outline">{t(`access.${e.op["x-access"]}`)}</Badge>
                      <Text fontSize="xs" color="fg.muted">
                        {e.op.operationId}
                      </Text>
                    </Flex>
                    <Details op={e.op} />
                  </Box>
                ))}
              </Stack>
            </Stack>
          ))}
        </>
      )}
    </Stack>
  );
}
