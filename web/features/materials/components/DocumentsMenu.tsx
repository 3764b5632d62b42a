import { Button, Menu, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { FileRecord } from "../../../../shared/schemas/material";
import { DocIcon } from "../../../components/icons";

/** The list's documents column: a menu of the material's PDFs, each opening in a new tab (lazy: default export). */
export default function DocumentsMenu({ documents }: { documents: FileRecord[] }) {
  const { t } = useTranslation("products");
  if (!documents.length) return <Text color="fg.subtle">—</Text>;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" data-testid="documents-menu">
          <DocIcon boxSize="3.5" /> {documents.length}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t("list.documents")}</Menu.ItemGroupLabel>
              {documents.map((d) => (
                <Menu.Item key={d.id} value={d.id} asChild>
                  <a href={d.url} target="_blank" rel="noreferrer">
                    {d.name}
                  </a>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
