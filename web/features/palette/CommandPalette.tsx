import { Badge, Box, Button, Dialog, Flex, Input, Kbd, Portal, Spinner, Text, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SearchIcon } from "../../components/icons";
import { useApi } from "../../lib/queryKeys";
import { useSession } from "../../lib/session";
import { useDebouncedValue } from "../../lib/useDebounce";
import { paletteOptions, type PaletteAction, type PaletteOption } from "./options";
import { readRecent, rememberRecent } from "./recent";

/** The palette searches once typing pauses this long. */
export const PALETTE_DEBOUNCE_MS = 200;
const LISTBOX_ID = "command-palette-listbox";
const optionId = (i: number) => `command-palette-option-${i}`;

/** Whether a key press is the palette's shortcut: Ctrl+K, or Cmd+K on a Mac. */
export const isPaletteShortcut = (e: { key: string; ctrlKey: boolean; metaKey: boolean }) => e.key.toLowerCase() === "k" && (e.ctrlKey || e.metaKey);

/**
 * The command palette: a button in the top bar and Ctrl/Cmd+K anywhere open one dialog (focus stays inside it)
 * with a combobox over a listbox of records found by GET /search, recent records (kept per user in this
 * browser), the user's saved list views and the actions their role may take. Arrows move, Enter opens, Escape
 * closes; the number of rows is announced.
 */
export function CommandPalette() {
  const { t } = useTranslation("shell");
  const { userId, isSuperAdmin } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const q = useDebouncedValue(text.trim(), PALETTE_DEBOUNCE_MS);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const search = useApi("GET /search", open && q ? { query: { q } } : null);
  const views = useApi("GET /saved-views", open ? { query: {} } : null);
  const recent = useMemo(() => (open && userId ? readRecent(userId) : []), [open, userId]);
  const actions: PaletteAction[] = useMemo(
    () => [
      ...(isSuperAdmin ? [{ key: "newLead", label: t("palette.action.newLead"), to: "/leads?new=1" }] : []),
      { key: "newMaterial", label: t("palette.action.newMaterial"), to: "/new-material" },
    ],
    [isSuperAdmin, t],
  );
  const settled = q === text.trim();
  const options = paletteOptions(settled ? q : "", settled ? (search.data?.items ?? []) : [], recent, views.data?.items ?? [], actions);
  const shown = text.trim() && !settled ? [] : options;
  const loading = Boolean(text.trim()) && (!settled || search.isLoading);

  function close() {
    setOpen(false);
    setText("");
    setActive(0);
  }

  function choose(option: PaletteOption) {
    if (option.record && userId) rememberRecent(userId, option.record);
    close();
    navigate(option.to);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!shown.length) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + shown.length) % shown.length);
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      setActive(e.key === "Home" ? 0 : shown.length - 1);
    } else if (e.key === "Enter") {
      e.preventDefault();
      choose(shown[Math.min(active, shown.length - 1)]);
    }
  }

  const groupTitle = (o: PaletteOption, i: number) => (i === 0 || shown[i - 1].group !== o.group ? t(`palette.group.${o.group}`) : null);

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        color="fg.muted"
        onClick={() => setOpen(true)}
        // named by what it shows ("Search Ctrl K"), so speech users can say it; the title says what it opens
        title={t("palette.open")}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="palette-button"
      >
        <SearchIcon />
        {/* on phones only the icon shows: the word stays, visually hidden, as the button's name */}
        <Box
          as="span"
          position={{ base: "absolute", md: "static" }}
          w={{ base: "1px", md: "auto" }}
          h={{ base: "1px", md: "auto" }}
          overflow={{ base: "hidden", md: "visible" }}
          clipPath={{ base: "inset(50%)", md: "none" }}
          whiteSpace="nowrap"
        >
          {t("palette.button")}
        </Box>
        <Kbd size="sm" display={{ base: "none", md: "inline-flex" }}>
          Ctrl K
        </Kbd>
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => (e.open ? setOpen(true) : close())}
        initialFocusEl={() => inputRef.current}
        size={{ base: "full", md: "lg" }}
        placement="top"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content aria-label={t("palette.title")} data-testid="palette" h={{ md: "auto" }} minH={{ md: "0" }} mt={{ md: "12vh" }}>
              <Dialog.Body p="0">
                <Flex align="center" gap="2" px="4" borderBottomWidth="1px">
                  <SearchIcon color="fg.subtle" />
                  <Input
                    ref={inputRef}
                    value={text}
                    onChange={(e) => {
                      setText(e.currentTarget.value);
                      setActive(0);
                    }}
                    onKeyDown={onKeyDown}
                    role="combobox"
                    aria-expanded={shown.length > 0}
                    aria-controls={LISTBOX_ID}
                    aria-autocomplete="list"
                    aria-activedescendant={shown.length ? optionId(Math.min(active, shown.length - 1)) : undefined}
                    aria-label={t("palette.inputLabel")}
                    placeholder={t("palette.placeholder")}
                    border="none"
                    _focusVisible={{ outline: "none" }}
                    size="lg"
                    maxLength={100}
                    data-testid="palette-input"
                  />
                  {loading && <Spinner size="sm" color="fg.subtle" />}
                </Flex>
                <VisuallyHidden aria-live="polite" role="status">
                  {loading ? "" : t("palette.count", { count: shown.length })}
                </VisuallyHidden>
                <Box
                  as="ul"
                  id={LISTBOX_ID}
                  role="listbox"
                  aria-label={t("palette.title")}
                  maxH={{ base: "calc(100vh - 120px)", md: "420px" }}
                  overflowY="auto"
                  py="2"
                  listStyleType="none"
                >
                  {shown.map((o, i) => {
                    const title = groupTitle(o, i);
                    const selected = i === Math.min(active, shown.length - 1);
                    return (
                      <Box as="li" key={o.key} role="presentation">
                        {title && (
                          <Text px="4" pt="2" pb="1" fontSize="xs" fontWeight="600" color="fg.muted" textTransform="uppercase" aria-hidden="true">
                            {title}
                          </Text>
                        )}
                        <Flex
                          id={optionId(i)}
                          role="option"
                          aria-selected={selected}
                          align="center"
                          gap="3"
                          px="4"
                          py="2"
                          cursor="pointer"
                          bg={selected ? "bg.emphasized" : undefined}
                          onMouseMove={() => setActive(i)}
                          onClick={() => choose(o)}
                          data-testid="palette-option"
                        >
                          <Badge variant="subtle" colorPalette={o.group === "actions" ? "brand" : "gray"} flexShrink={0}>
                            {t(`palette.${o.badge}`)}
                          </Badge>
                          <Box minW="0">
                            <Text fontWeight="500" truncate>
                              {o.label}
                            </Text>
                            {o.detail && (
                              <Text fontSize="xs" color="fg.muted" truncate>
                                {o.detail}
                              </Text>
                            )}
                          </Box>
                        </Flex>
                      </Box>
                    );
                  })}
                  {!loading && text.trim() && shown.length === 0 && (
                    <Box as="li" role="presentation" px="4" py="3" color="fg.muted">
                      {t("palette.empty")}
                    </Box>
                  )}
                </Box>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
