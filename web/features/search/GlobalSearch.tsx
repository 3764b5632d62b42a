import { Box, Flex, Input, InputGroup, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BuildingIcon, SearchIcon } from "../../components/icons";
import { useCompanySearch } from "./useCompanySearch";

/** Top-bar company search (everyone; the API answers ordinary users only their own company): each result shows name and type and opens /companies/{id}. */
export function GlobalSearch() {
  const { t } = useTranslation(["shell", "options"]);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const { q, results, loading } = useCompanySearch(text);
  const close = () => {
    setOpen(false);
    setText("");
  };
  return (
    <Box position="relative" maxW="480px" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}>
      <InputGroup startElement={<SearchIcon color="fg.subtle" />} endElement={loading ? <Spinner size="xs" color="fg.subtle" /> : undefined}>
        <Input
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => e.key === "Escape" && close()}
          placeholder={t("topBar.searchPlaceholder")}
          aria-label={t("topBar.searchPlaceholder")}
          bg="bg.muted"
          borderColor="transparent"
          _focus={{ bg: "bg", borderColor: "brand.solid" }}
          rounded="lg"
          data-testid="global-search"
        />
      </InputGroup>
      {open && q && !loading && (
        <Box
          position="absolute"
          top="calc(100% + 6px)"
          left="0"
          right="0"
          bg="bg"
          borderWidth="1px"
          rounded="lg"
          shadow="lg"
          py="1.5"
          zIndex="dropdown"
          maxH="360px"
          overflowY="auto"
          data-testid="search-results"
        >
          {results.length === 0 ? (
            <Text px="4" py="3" color="fg.muted">
              {t("common:noResults")}
            </Text>
          ) : (
            <Stack gap="0">
              {results.map((c) => (
                <Link key={c.id} to={`/companies/${c.id}`} onClick={close} data-testid="search-result">
                  <Flex align="center" gap="3" px="4" py="2" _hover={{ bg: "bg.muted" }}>
                    <Flex boxSize="8" rounded="md" bg="brand.subtle" color="brand.fg" align="center" justify="center" flexShrink={0}>
                      <BuildingIcon boxSize="4" />
                    </Flex>
                    <Box minW="0">
                      <Text fontWeight="500" truncate>
                        {c.name}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {[c.type && t(`options:companyType.${c.type}`), t(`options:companyScope.${c.scope}`)].filter(Boolean).join(" · ")}
                      </Text>
                    </Box>
                  </Flex>
                </Link>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
