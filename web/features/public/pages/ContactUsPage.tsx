import { Box, Button, Card, Field, Flex, Heading, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ContactUsInput } from "../../../../shared/schemas/contact-us";
import type * as z from "../../../../shared/schemas/zod";
import { FormField } from "../../../components/FormField";
import { BoxIcon, HandshakeIcon, SearchIcon } from "../../../components/icons";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { toLanguage } from "../../../lib/i18n";
import { useFormIssues } from "../../../lib/useFormIssues";
import { submitContactUs } from "../api";
import { PublicLayout } from "../../../components/PublicLayout";
import { ThankYouDialog } from "../components/ThankYouDialog";

type Values = z.input<typeof ContactUsInput>;
const EMPTY: Values = { companyName: "", personName: "", email: "", message: "", website: "" };

const PANEL = [
  { key: "match", icon: SearchIcon },
  { key: "samples", icon: BoxIcon },
  { key: "negotiate", icon: HandshakeIcon },
] as const;

/**
 * /contact-us: Send is disabled until the whole form passes the shared
 * schema; the messages show only on a try (Send pressed or Enter in a field), with "Form contains errors"
 * while any stands. Send is disabled by aria-disabled, not the disabled attribute, so it stays focusable and a
 * press still makes the try that says what is missing. The hidden `website` field is the honeypot; the page's
 * language goes with the request so the shortlist e-mail speaks it. A failure keeps everything typed.
 */
export default function ContactUsPage() {
  const { t, i18n } = useTranslation(["public", "toastMessages", "validationErrorMessages"]);
  const form = useForm<Values, unknown, z.output<typeof ContactUsInput>>({
    resolver: zodResolver(ContactUsInput),
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, formState } = form;
  const { fieldError: err, applyApiError } = useFormIssues(form);
  const [thanks, setThanks] = useState(false);
  const hasErrors = Object.keys(formState.errors).length > 0;
  // isValid is the schema's verdict on the values as typed (react-hook-form keeps it current on every change).
  const ready = formState.isValid && !hasErrors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitContactUs({ ...values, language: toLanguage(i18n.language) ?? "en" });
      form.reset(EMPTY);
      setThanks(true);
    } catch (e) {
      console.error(e);
      if (e instanceof ApiError && e.status === 429) notify.error(t("contact.tooMany"));
      else if (!applyApiError(e)) notify.error(t("toastMessages:somethingWentWrong"));
    }
  });

  return (
    <PublicLayout title={t("contact.documentTitle")}>
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: "8", lg: "10" }} alignItems="start">
        <Card.Root gridColumn={{ lg: "span 3" }}>
          <Card.Body gap="6">
            <Stack gap="2">
              <Heading as="h1" size="3xl" data-testid="contact-title">
                {t("contact.title")}
              </Heading>
              <Text color="fg.muted">{t("contact.intro")}</Text>
            </Stack>
            <Stack asChild gap="4">
              <form onSubmit={onSubmit} noValidate data-testid="contact-form">
                <FormField
                  label={t("contact.company")}
                  required
                  autoComplete="organization"
                  {...register("companyName")}
                  error={err("companyName")}
                  data-testid="contact-company"
                />
                <FormField
                  label={t("contact.name")}
                  required
                  autoComplete="name"
                  {...register("personName")}
                  error={err("personName")}
                  data-testid="contact-name"
                />
                <FormField
                  label={t("contact.email")}
                  required
                  type="email"
                  autoComplete="email"
                  {...register("email")}
                  error={err("email")}
                  data-testid="contact-email"
                />
                <Field.Root invalid={!!err("message")} required>
                  <Field.Label fontWeight="500">
                    {t("contact.message")}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea rows={4} placeholder={t("contact.messagePlaceholder")} {...register("message")} data-testid="contact-message" />
                  {err("message") && <Field.ErrorText>{err("message")}</Field.ErrorText>}
                </Field.Root>
                {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology; people never fill it. */}
                <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
                  <label>
                    Website
                    <input type="text" tabIndex={-1} autoComplete="off" {...register("website")} data-testid="contact-website" />
                  </label>
                </Box>
                <Flex align="center" gap="4" wrap="wrap">
                  <Button type="submit" colorPalette="brand" size="lg" loading={formState.isSubmitting} aria-disabled={!ready} data-testid="contact-send">
                    {t("contact.send")}
                  </Button>
                  {hasErrors && (
                    <Text color="fg.error" fontSize="sm" role="alert" data-testid="form-errors">
                      {t("contact.formErrors")}
                    </Text>
                  )}
                </Flex>
              </form>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Stack gridColumn={{ lg: "span 2" }} gap="5" bg="brand.solid" color="white" rounded="xl" p={{ base: "6", md: "8" }} data-testid="contact-panel">
          <Heading as="h2" size="xl">
            {t("contact.panelTitle")}
          </Heading>
          <Stack as="ul" gap="4" listStyleType="none">
            {PANEL.map(({ key, icon: Icon }) => (
              <Flex as="li" key={key} gap="3" align="start">
                <Icon boxSize="5" mt="0.5" flexShrink={0} />
                <Stack gap="0.5">
                  <Text fontWeight="600">{t(`landing.points.${key}.title`)}</Text>
                  <Text opacity={0.92}>{t(`landing.points.${key}.text`)}</Text>
                </Stack>
              </Flex>
            ))}
          </Stack>
        </Stack>
      </SimpleGrid>
      <ThankYouDialog open={thanks} onClose={() => setThanks(false)} />
    </PublicLayout>
  );
}
