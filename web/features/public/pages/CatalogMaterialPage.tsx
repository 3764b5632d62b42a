import { Badge, Box, Button, Card, DataList, Flex, Heading, HStack, Image, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { InterestType } from "../../../../shared/schemas/interest";
import { InterestDialog } from "../../../components/InterestDialog";
import { BoxIcon, DocIcon } from "../../../components/icons";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { catalogDatasheet, useCatalogMaterial } from "../api";
import { countryLabel, optionLabel, typeLabel } from "../components/labels";
import { PublicLayout } from "../../../components/PublicLayout";
import { CertificateBadges } from "../components/CertificateBadges";

/**
 * /catalog/:id: one listed material's public fields and images, its datasheet, and the three ways to show
 * interest (the lead's InterestDialog: CATALOG, SAMPLE with amounts, PRICE). An unlisted or unknown id is
 * a not-found message, alike (the API answers 404 for both).
 */
export default function CatalogMaterialPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation(["public", "options"]);
  const { data: m, error, isLoading } = useCatalogMaterial(id);
  const [interest, setInterest] = useState<InterestType | null>(null);
  const [image, setImage] = useState(0);

  if (isLoading)
    return (
      <PublicLayout title={t("material.loading")}>
        <Flex justify="center" py="20">
          <Spinner size="lg" aria-label={t("material.loading")} />
        </Flex>
      </PublicLayout>
    );
  if (error || !m) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <PublicLayout title={t(missing ? "material.notFound" : "catalog.loadFailed")}>
        <Stack align="center" py="16" gap="4" textAlign="center" data-testid={missing ? "material-not-found" : "material-error"}>
          <Heading as="h1" size="2xl">
            {t(missing ? "material.notFound" : "catalog.loadFailed")}
          </Heading>
          {missing && <Text color="fg.muted">{t("material.notFoundText")}</Text>}
          <Button asChild colorPalette="brand">
            <Link to="/catalog">{t("material.back")}</Link>
          </Button>
        </Stack>
      </PublicLayout>
    );
  }

  const images = m.images ?? [];
  const capacity = m.capacity
    ? t("material.capacityValue", {
        amount: m.capacity.amount,
        frequency: t(`options:frequency.${m.capacity.frequency}`, { defaultValue: m.capacity.frequency }),
      })
    : "";
  const facts: [string, string][] = (
    [
      [t("material.type"), typeLabel(m.type)],
      [t("material.condition"), optionLabel(t, "condition", m.condition)],
      [t("material.color"), optionLabel(t, "color", m.color)],
      [t("material.country"), countryLabel(m.countryOfOrigin, i18n.language)],
      [t("material.capacity"), capacity],
    ] as [string, string][]
  ).filter(([, v]) => v);
  const certificates = m.certificates ?? [];

  const openDatasheet = async () => {
    const tab = window.open("about:blank", "_blank");
    try {
      const { url } = await catalogDatasheet(m.id);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (e) {
      tab?.close();
      console.error(e);
      notify.error(t("toastMessages:somethingWentWrong"));
    }
  };

  return (
    <PublicLayout title={m.name}>
      <Stack gap="6">
        <Button asChild variant="plain" alignSelf="start" px="0" colorPalette="brand">
          <Link to="/catalog">← {t("material.back")}</Link>
        </Button>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "6", md: "10" }}>
          <Stack gap="3">
            <Box aspectRatio={4 / 3} bg="bg.muted" rounded="lg" overflow="hidden">
              {images.length ? (
                <Image
                  src={images[image]?.url}
                  alt={t("material.imageAlt", { name: m.name, n: image + 1 })}
                  width="100%"
                  height="100%"
                  objectFit="cover"
                  data-testid="material-image"
                />
              ) : (
                <Flex height="100%" align="center" justify="center" color="fg.subtle">
                  <BoxIcon boxSize="16" />
                </Flex>
              )}
            </Box>
            {images.length > 1 && (
              <HStack gap="2" wrap="wrap">
                {images.map((img, i) => (
                  <Box
                    as="button"
                    key={img.id}
                    onClick={() => setImage(i)}
                    aria-label={t("material.showImage", { n: i + 1 })}
                    aria-pressed={i === image}
                    boxSize="16"
                    rounded="md"
                    overflow="hidden"
                    borderWidth="2px"
                    borderColor={i === image ? "brand.solid" : "transparent"}
                  >
                    <Image src={img.url} alt="" width="100%" height="100%" objectFit="cover" />
                  </Box>
                ))}
              </HStack>
            )}
          </Stack>
          <Stack gap="5">
            <Stack gap="2">
              <Badge colorPalette="brand" variant="subtle" alignSelf="start">
                {typeLabel(m.type)}
              </Badge>
              <Heading as="h1" size="2xl" data-testid="material-name">
                {m.name}
              </Heading>
            </Stack>
            {m.description && <Text whiteSpace="pre-line">{m.description}</Text>}
            <DataList.Root orientation="horizontal" size="md">
              {facts.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {certificates.length > 0 && (
              <Stack gap="2">
                <Text fontWeight="600">{t("material.certificates")}</Text>
                <CertificateBadges names={certificates} statuses={m.certificateStatuses} />
              </Stack>
            )}
            <Card.Root variant="subtle" size="sm">
              <Card.Body gap="3">
                <Text fontWeight="600">{t("material.interestTitle")}</Text>
                <Flex gap="2" wrap="wrap">
                  <Button colorPalette="brand" onClick={() => setInterest("CATALOG")} data-testid="interest-catalog">
                    {t("material.interested")}
                  </Button>
                  <Button variant="outline" onClick={() => setInterest("SAMPLE")} data-testid="interest-sample">
                    {t("material.sample")}
                  </Button>
                  <Button variant="outline" onClick={() => setInterest("PRICE")} data-testid="interest-price">
                    {t("material.price")}
                  </Button>
                </Flex>
              </Card.Body>
            </Card.Root>
            <Flex gap="2" wrap="wrap">
              <Button variant="ghost" onClick={openDatasheet} data-testid="datasheet-button">
                <DocIcon /> {t("material.datasheet")}
              </Button>
              <Button asChild variant="ghost" data-testid="passport-link">
                <Link to={`/passport/${m.id}`}>{t("material.passport")}</Link>
              </Button>
            </Flex>
          </Stack>
        </SimpleGrid>
      </Stack>
      {interest && <InterestDialog onClose={() => setInterest(null)} type={interest} materials={[{ id: m.id, name: m.name }]} />}
    </PublicLayout>
  );
}
