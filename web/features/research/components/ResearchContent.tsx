import { Box, Button, CloseButton, Drawer, Link, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import Markdown, { type Components } from "react-markdown";

/** Links of the report open in a new tab; the markdown is rendered without raw HTML (react-markdown's default). */
const components: Components = {
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="blue.fg" textDecoration="underline">
      {children}
    </Link>
  ),
};

const PROSE = {
  "& h1": { fontSize: "xl", fontWeight: "700", mt: "2", mb: "3" },
  "& h2": { fontSize: "lg", fontWeight: "700", mt: "5", mb: "2" },
  "& p": { mb: "3" },
  "& ul, & ol": { ps: "5", mb: "3" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li": { mb: "1" },
};

/**
 * The report in a right-side drawer titled Research Content: 600px wide, the full width on small screens.
 */
export function ResearchContent({ sections }: { sections: string[] }) {
  const { t } = useTranslation("research");
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root placement="end" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Drawer.Trigger asChild>
        <Button disabled={!sections.length} data-testid="research-content-open">
          {t("page.openContent")}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={{ base: "100vw", md: "600px" }} maxW="100vw" data-testid="research-content">
            <Drawer.Header pe="12">
              <Drawer.Title>{t("page.contentTitle")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body css={PROSE}>
              {sections.map((s, i) => (
                <Box as="section" key={i}>
                  <Markdown components={components}>{s}</Markdown>
                </Box>
              ))}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("page.closeContent")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
