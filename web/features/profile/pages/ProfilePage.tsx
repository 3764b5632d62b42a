import { Alert, Avatar, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { contactName } from "../../../../shared/schemas/contact";
import { LockIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { useSession } from "../../../lib/session";
import { useContact } from "../api";
import { PasswordChangeForm } from "../components/PasswordChangeForm";
import { PersonalDataForm } from "../components/PersonalDataForm";

const Section = ({ title, subtitle, icon, children }: { title: string; subtitle: string; icon?: ReactNode; children: ReactNode }) => (
  <Box bg="bg" borderWidth="1px" rounded="xl" p={{ base: "5", md: "7" }}>
    <HStack gap="3" mb="5" align="flex-start">
      {icon}
      <Box>
        <Heading size="md">{title}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {subtitle}
        </Text>
      </Box>
    </HStack>
    {children}
  </Box>
);

/** "My profile": the user's own contact plus the password change. */
export default function ProfilePage() {
  const { t } = useTranslation("profile");
  const { userId, companyId } = useSession();
  const { data: contact, error } = useContact(userId);
  return (
    <Stack gap="6" maxW="960px">
      <PageHeader
        title={t("profile.title")}
        subtitle={t("profile.subtitle")}
        actions={
          companyId && (
            <Button asChild variant="outline" data-testid="company-profile-link">
              <RouterLink to={`/companies/${companyId}/profile`}>{t("profile.companyProfile")}</RouterLink>
            </Button>
          )
        }
      />
      {contact && (
        <Flex align="center" gap="4">
          <Avatar.Root size="xl" colorPalette="brand" variant="subtle">
            <Avatar.Fallback>{(contact.firstName?.[0] ?? contact.email?.[0] ?? "").toUpperCase()}</Avatar.Fallback>
          </Avatar.Root>
          <Box>
            <Text fontWeight="600" fontSize="lg">
              {contactName(contact) || t("common:noName")}
            </Text>
            <Text color="fg.muted">{contact.email}</Text>
          </Box>
        </Flex>
      )}
      <Section title={t("profile.personalData")} subtitle={t("profile.personalDataHint")}>
        {error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t("common:error.text")}</Alert.Title>
          </Alert.Root>
        ) : contact ? (
          <PersonalDataForm key={contact.id} contact={contact} />
        ) : (
          <Skeleton h="64" />
        )}
      </Section>
      <Section
        title={t("profile.passwordTitle")}
        subtitle={t("profile.passwordHint")}
        icon={
          <Flex boxSize="9" rounded="md" bg="brand.subtle" color="brand.fg" align="center" justify="center">
            <LockIcon />
          </Flex>
        }
      >
        <PasswordChangeForm />
      </Section>
    </Stack>
  );
}
