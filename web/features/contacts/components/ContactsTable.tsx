import { Table } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { contactName, type ContactListItem } from "../../../../shared/schemas/contact";
import { FactCards, type FactCard } from "../../../components/FactCards";
import { ListTable, RowLink } from "../../../components/DataTable";
import { CopyEmail } from "./CopyEmail";

const dash = (s: string | null | undefined) => s || "—";

/** The contact list: name link ('No name' when empty), e-mail that copies, position, phone. */
export function ContactsTable({ items }: { items: ContactListItem[] }) {
  const { t } = useTranslation("contacts");
  const headers = [t("fields.name"), t("fields.email"), t("fields.position"), t("fields.phoneNumber"), t("fields.company")];
  return (
    <ListTable testId="contacts-table" columns={headers} nowrap>
      {items.map((c) => (
        <Table.Row key={c.id} data-testid="contact-row" data-id={c.id} _hover={{ bg: "bg.subtle" }}>
          <Table.Cell>
            <RowLink to={`/contacts/${c.id}`} testId="contact-link">
              {contactName(c) || t("common:noName")}
            </RowLink>
          </Table.Cell>
          <Table.Cell>
            <CopyEmail email={c.email} />
          </Table.Cell>
          <Table.Cell>{dash(c.position)}</Table.Cell>
          <Table.Cell>{dash(c.phoneNumber)}</Table.Cell>
          <Table.Cell color="fg.muted">{dash(c.companyName)}</Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}

/** The same list on phones: one card per contact, the e-mail still copies on a tap. */
export function ContactCards({ items }: { items: ContactListItem[] }) {
  const { t } = useTranslation("contacts");
  const cards: FactCard[] = items.map((c) => ({
    id: c.id,
    title: contactName(c) || t("common:noName"),
    subtitle: c.companyName ?? undefined,
    to: `/contacts/${c.id}`,
    facts: [
      [t("fields.email"), <CopyEmail key="e" email={c.email} />],
      [t("fields.position"), dash(c.position)],
      [t("fields.phoneNumber"), dash(c.phoneNumber)],
    ],
  }));
  return <FactCards cards={cards} testId="contacts-cards" item="contact" />;
}
