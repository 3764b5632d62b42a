import { Avatar, Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { LogoutIcon, MenuIcon } from "../../components/icons";
import { LanguageSwitcher } from "../../components/LanguageSwitcher";
import { Logo } from "../../components/Logo";
import { GlobalSearch } from "../../features/search/GlobalSearch";
import { CommandPalette } from "../../features/palette/CommandPalette";
import { NotificationBell, NotificationsDrawer } from "../../features/notifications/NotificationsDrawer";
import { useMe } from "../../lib/me";
import { PRODUCT_NAME } from "../../lib/useDocumentTitle";
import { logout as endServerSession, useSession } from "../../lib/session";
import { SIDEBAR_WIDTH, SidebarNav } from "./Sidebar";

export const TOP_BAR_HEIGHT = "60px";

/**
 * Logo, global company search (super admins), the command palette (its button, and Ctrl/Cmd+K anywhere), the language switcher (in the menu drawer on phones),
 * notifications (super admins), avatar → /profile, logout.
 */
export function TopBar() {
  const { t } = useTranslation("shell");
  const { isSuperAdmin } = useSession();
  const { data: me } = useMe();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const initial = (me?.firstName?.trim()[0] ?? me?.email?.[0] ?? "").toUpperCase();

  async function logout() {
    await endServerSession();
    navigate("/login", { replace: true });
  }

  return (
    <Flex as="header" h={TOP_BAR_HEIGHT} bg="bg" borderBottomWidth="1px" align="center" position="sticky" top="0" zIndex="sticky" pe={{ base: "3", md: "6" }}>
      <Flex w={{ base: "auto", lg: SIDEBAR_WIDTH }} ps={{ base: "2", lg: "5" }} align="center" gap="1" flexShrink={0}>
        <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start">
          <Drawer.Trigger asChild>
            <IconButton variant="ghost" aria-label={t("topBar.openMenu")} display={{ base: "inline-flex", lg: "none" }}>
              <MenuIcon />
            </IconButton>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW={SIDEBAR_WIDTH} aria-label={t("topBar.menu")}>
                <Drawer.Header>
                  <Logo />
                </Drawer.Header>
                <Drawer.Body px="3">
                  <SidebarNav onNavigate={() => setMenuOpen(false)} />
                </Drawer.Body>
                {/* The top bar has no room for the language switcher on phones: the menu carries it. */}
                <Drawer.Footer justifyContent="flex-start" borderTopWidth="1px" py="3" px="4">
                  <LanguageSwitcher testId="menu-language-switcher" />
                </Drawer.Footer>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <Link to="/" aria-label={t("topBar.logoHome", { product: PRODUCT_NAME })}>
          <Logo />
        </Link>
      </Flex>
      <Box flex="1" px={{ base: "2", md: "6" }} minW="0">
        <GlobalSearch />
      </Box>
      <HStack gap={{ base: "1", md: "3" }} flexShrink={0}>
        <CommandPalette />
        <Box display={{ base: "none", md: "block" }}>
          <LanguageSwitcher />
        </Box>
        <NotificationBell />
        {isSuperAdmin && <NotificationsDrawer />}
        <Link to="/profile" aria-label={t("topBar.profile")} data-testid="avatar-link">
          <Avatar.Root size="sm" colorPalette="brand" variant="solid" title={t("topBar.profile")}>
            <Avatar.Fallback data-testid="avatar-initial">{initial}</Avatar.Fallback>
          </Avatar.Root>
        </Link>
        <Button type="button" variant="ghost" size="sm" onClick={logout} data-testid="logout" color="fg.muted" aria-label={t("topBar.logout")}>
          <LogoutIcon />
          <Box as="span" display={{ base: "none", md: "inline" }}>
            {t("topBar.logout")}
          </Box>
        </Button>
      </HStack>
    </Flex>
  );
}
