import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useSession } from "../../lib/session";
import { adminNav, userNav } from "./nav";
import { navLabelKey } from "./navEntry";

/** The sidebar is 240 wide. */
export const SIDEBAR_WIDTH = "240px";

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation("shell");
  const { isSuperAdmin } = useSession();
  const items = isSuperAdmin ? adminNav : userNav;
  return (
    <Stack as="nav" gap="0.5" aria-label={t("nav.label")} data-testid="sidebar-nav">
      {items.map(({ to, label, icon: Icon }) => (
        <NavLink key={to} to={to} end={to === "/"} onClick={onNavigate}>
          {({ isActive }) => (
            <Flex
              align="center"
              gap="3"
              px="3"
              py="2"
              rounded="md"
              fontWeight="500"
              color={isActive ? "brand.fg" : "fg.muted"}
              bg={isActive ? "brand.subtle" : "transparent"}
              _hover={{ bg: isActive ? "brand.subtle" : "bg.muted", color: isActive ? "brand.fg" : "fg" }}
              transition="background 0.15s"
              data-active={isActive || undefined}
            >
              <Box color="inherit" display="flex">
                <Icon />
              </Box>
              <Text>{t(navLabelKey(label))}</Text>
            </Flex>
          )}
        </NavLink>
      ))}
    </Stack>
  );
}

export function Sidebar() {
  const { t } = useTranslation("shell");
  const { isSuperAdmin } = useSession();
  return (
    <Flex
      as="aside"
      display={{ base: "none", lg: "flex" }}
      direction="column"
      w={SIDEBAR_WIDTH}
      flexShrink={0}
      bg="bg"
      borderRightWidth="1px"
      position="sticky"
      top="60px"
      h="calc(100vh - 60px)"
      px="3"
      py="4"
      gap="6"
    >
      <Box flex="1" overflowY="auto">
        <SidebarNav />
      </Box>
      <Text px="3" fontSize="xs" color="fg.subtle">
        {isSuperAdmin ? t("nav.adminWorkspace") : t("nav.workspace")}
      </Text>
    </Flex>
  );
}
