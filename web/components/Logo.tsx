import { Flex, Text } from "@chakra-ui/react";
import { RecycleIcon } from "./publicIcons";

/** Product mark: the recycling arrows on a green tile and the product name. */
export function Logo({ inverted = false, size = "md" }: { inverted?: boolean; size?: "md" | "lg" }) {
  const tile = size === "lg" ? "10" : "8";
  return (
    <Flex align="center" gap="2.5" data-testid="logo">
      <Flex boxSize={tile} rounded="lg" bg="brand.solid" color="white" align="center" justify="center" flexShrink={0}>
        <RecycleIcon boxSize={size === "lg" ? "6" : "5"} />
      </Flex>
      <Text fontWeight="700" fontSize={size === "lg" ? "xl" : "lg"} letterSpacing="-0.02em" color={inverted ? "white" : "fg"}>
        Recyclate
      </Text>
    </Flex>
  );
}
