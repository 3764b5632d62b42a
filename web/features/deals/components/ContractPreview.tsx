import { Box, Button, Card, Flex, Heading, Link, Spinner, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ContractLink } from "../../../../shared/schemas/deal";

/**
 * The contract PDF beside its form: an <iframe> of a short-lived signed link (ADR 0139).
 * "Refresh PDF" asks for a new link, which renders the contract as saved now; the link's date suffix makes
 * the download a new file. `revision` changes after a save, so the preview follows it.
 */
export function ContractPreview({ load, title, revision }: { load: () => Promise<ContractLink>; title: string; revision?: number }) {
  const { t } = useTranslation("deals");
  // Each revision and each "Refresh PDF" click asks for a link once; the answer says which ask it answered, so
  // the button is busy until the latest one is in and a late answer to an older ask is dropped.
  const [asked, setAsked] = useState(0);
  const want = `${revision ?? 0}:${asked}`;
  const [shown, setShown] = useState<{ link: ContractLink | null; failed: boolean; answered: string | null }>({
    link: null,
    failed: false,
    answered: null,
  });
  useEffect(() => {
    let current = true;
    load().then(
      (link) => current && setShown({ link, failed: false, answered: want }),
      () => current && setShown((s) => ({ ...s, failed: true, answered: want })),
    );
    return () => {
      current = false;
    };
  }, [load, want]);
  const busy = shown.answered !== want;
  const { link } = shown;
  const failed = shown.failed && !busy;

  return (
    <Card.Root variant="outline" bg="bg" h="full">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {t("preview.title")}
          </Heading>
          <Flex gap="2">
            {link && (
              <Button asChild size="sm" variant="ghost">
                <a href={link.url} target="_blank" rel="noopener noreferrer" data-testid="contract-open">
                  {t("preview.open")}
                </a>
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setAsked((n) => n + 1)} loading={busy} data-testid="contract-refresh">
              {t("preview.refresh")}
            </Button>
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        <Box borderWidth="1px" rounded="md" overflow="hidden" h={{ base: "70vh", lg: "calc(100vh - 220px)" }} minH="420px" bg="bg.muted" position="relative">
          {link ? (
            <iframe key={link.url} src={link.url} title={title} data-testid="contract-frame" style={{ width: "100%", height: "100%", border: 0 }} />
          ) : failed ? (
            <Flex h="full" align="center" justify="center" p="6">
              <Text color="fg.muted" data-testid="contract-failed">
                {t("preview.failed")}
              </Text>
            </Flex>
          ) : (
            <Flex h="full" align="center" justify="center">
              <Spinner color="brand.solid" />
            </Flex>
          )}
        </Box>
        {link && (
          <Text fontSize="xs" color="fg.muted" mt="2">
            {t("preview.linkHint")}{" "}
            <Link href={link.url} target="_blank" rel="noopener noreferrer" textDecoration="underline">
              {t("preview.download")}
            </Link>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
