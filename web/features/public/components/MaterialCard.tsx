import { Badge, Box, Card, Flex, HStack, Image, LinkOverlay, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { MaterialCertificateStatus } from "../../../../shared/rules/certificates";
import type { PublicMaterial } from "../../../../shared/schemas/material";
import { BoxIcon } from "../../../components/icons";
import { CertificateBadges } from "./CertificateBadges";
import { countryLabel, optionLabel, typeLabel } from "./labels";

/** One listed card's fields; the statuses come with the catalogue's list (not with every list of cards). */
type CardMaterial = Pick<PublicMaterial, "id" | "name" | "type" | "condition" | "color" | "countryOfOrigin" | "images" | "certificates"> & {
  certificateStatuses?: MaterialCertificateStatus[];
};

/**
 * One listed material as a card: image, name, type, condition, colour and country, and the certificates it
 * names with their status in the seller's register; the whole card opens its page.
 */
export function MaterialCard({ material }: { material: CardMaterial }) {
  const { t, i18n } = useTranslation(["public", "options"]);
  const image = material.images?.[0];
  const facts = [
    optionLabel(t, "condition", material.condition),
    optionLabel(t, "color", material.color),
    countryLabel(material.countryOfOrigin, i18n.language),
  ].filter(Boolean);
  return (
    <Card.Root size="sm" overflow="hidden" position="relative" _hover={{ shadow: "md" }} transition="box-shadow 0.15s" data-testid="catalog-card">
      <Box aspectRatio={4 / 3} bg="bg.muted">
        {image ? (
          <Image src={image.url} alt="" width="100%" height="100%" objectFit="cover" loading="lazy" />
        ) : (
          <Flex height="100%" align="center" justify="center" color="fg.subtle">
            <BoxIcon boxSize="10" />
          </Flex>
        )}
      </Box>
      <Card.Body gap="2">
        <HStack>
          <Badge colorPalette="brand" variant="subtle">
            {typeLabel(material.type)}
          </Badge>
        </HStack>
        <LinkOverlay asChild>
          <Link to={`/catalog/${encodeURIComponent(material.id)}`}>
            <Text fontWeight="600" lineClamp={2}>
              {material.name}
            </Text>
          </Link>
        </LinkOverlay>
        {facts.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {facts.join(" · ")}
          </Text>
        )}
        {(material.certificates?.length ?? 0) > 0 && <CertificateBadges names={material.certificates!} statuses={material.certificateStatuses} size="sm" />}
      </Card.Body>
    </Card.Root>
  );
}
