import { Box, Button, Card, Flex, Image, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { PublicMaterialListItem } from "../../../../shared/schemas/material";
import { BoxIcon } from "../../../components/icons";

/** A recommended material as a card: picture when there is one, name linking to its catalogue page, type, condition, colour. */
export function MaterialCard({ material, onInterested }: { material: PublicMaterialListItem; onInterested: (m: PublicMaterialListItem) => void }) {
  const { t } = useTranslation(["conversations", "options"]);
  const image = material.images?.[0]?.url;
  const facts = [
    material.type.toUpperCase(),
    material.condition ? t(`options:condition.${material.condition}`) : null,
    material.color ? t(`options:color.${material.color}`) : null,
  ].filter(Boolean);
  return (
    <Card.Root
      size="sm"
      variant="outline"
      w={{ base: "full", sm: "240px" }}
      overflow="hidden"
      data-testid="recommended-material"
      data-material-id={material.id}
      data-material-type={material.type}
    >
      {image ? (
        <Image src={image} alt="" h="110px" objectFit="cover" />
      ) : (
        <Flex h="110px" bg="bg.muted" align="center" justify="center" color="fg.subtle" aria-hidden="true">
          <BoxIcon boxSize="8" />
        </Flex>
      )}
      <Card.Body gap="1" p="3">
        <Link asChild fontWeight="600" color="fg" lineClamp={2}>
          <RouterLink to={`/catalog/${material.id}`} data-testid="recommended-material-link">
            {material.name ?? material.type.toUpperCase()}
          </RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {facts.join(" · ")}
        </Text>
      </Card.Body>
      <Card.Footer p="3" pt="0">
        <Stack w="full">
          <Box>
            <Button size="sm" colorPalette="brand" variant="outline" onClick={() => onInterested(material)} data-testid="interested-button">
              {t("card.interested")}
            </Button>
          </Box>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
