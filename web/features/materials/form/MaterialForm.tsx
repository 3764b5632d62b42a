import { Badge, Box, Button, Card, Flex, Grid, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormProvider, useForm, useWatch, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { dataQuality } from "../../../../shared/rules/data-quality";
import type { MaterialFields } from "../../../../shared/schemas/material";
import { UnsavedChangesPrompt } from "../../../components/UnsavedChangesPrompt";
import { useFormIssues } from "../../../lib/useFormIssues";
import { FieldRow } from "./fieldRenderers";
import { materialResolver, validValuesOnly } from "./resolver";
import { SECTIONS, SIMPLE_SECTIONS, type SectionKey } from "./sections";

export interface MaterialFormProps {
  defaultValues: FieldValues;
  simple?: boolean;
  /** Super admins edit the internal name. */
  showInternalName: boolean;
  submitLabel: string;
  /** Resolves to the save error, if any, so its field issues land on the fields (useFormIssues). */
  onSubmit: (values: MaterialFields) => Promise<unknown>;
  /** The column beside the form, given the live values (level cards, files, admin cards). */
  aside?: (values: FieldValues) => ReactNode;
  /** Shown above the sections (e.g. the company picker). */
  top?: ReactNode;
  /** The level the values are measured with; non-admins' internal name is their name. */
  levelValues?: (values: FieldValues) => FieldValues;
}

function Section({
  sectionKey,
  level,
  fields,
  values,
  children,
}: {
  sectionKey: SectionKey;
  level?: 1 | 2 | 3 | 4;
  fields: readonly string[];
  values: FieldValues;
  children: ReactNode;
}) {
  const { t } = useTranslation("products");
  // Only this section's own fields: level 1's name and type sit in the identity section.
  const missing = level ? dataQuality(values).missing[level].filter((f) => fields.includes(f)).length : 0;
  return (
    <Card.Root variant="outline" rounded="xl" data-testid={`section-${sectionKey}`}>
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="2">
          <Stack gap="0.5">
            <Heading size="md">{t(`sections.${sectionKey}`)}</Heading>
            <Text fontSize="sm" color="fg.muted">
              {t(`sections.${sectionKey}Help`)}
            </Text>
          </Stack>
          {level && (
            <Badge colorPalette={missing ? "gray" : "green"} variant={missing ? "outline" : "subtle"}>
              {missing ? t("dql.missingCount", { count: missing }) : `✓ ${t("dql.short", { level })}`}
            </Badge>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-fields={fields.join(",")}>
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The product form, validated with the shared material schema. Invalid rows get red
 * labels and 'Form contains errors' shows beside Submit; a failed save keeps what was typed.
 */
export function MaterialForm({ defaultValues, simple, showInternalName, submitLabel, onSubmit, aside, top, levelValues }: MaterialFormProps) {
  const { t } = useTranslation("products");
  const form = useForm<FieldValues, unknown, MaterialFields>({ resolver: materialResolver, defaultValues, mode: "onSubmit", reValidateMode: "onChange" });
  const watched = useWatch({ control: form.control }) as FieldValues;
  const values = validValuesOnly(levelValues ? levelValues(watched) : watched);
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const sections = simple ? SIMPLE_SECTIONS : SECTIONS;
  const issues = useFormIssues(form);
  const submit = form.handleSubmit(async (v) => {
    const failure = await onSubmit(v);
    // Saved: what is shown is now the stored state, so leaving no longer asks.
    if (failure === undefined) form.reset(form.getValues());
    else issues.applyApiError(failure);
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesPrompt when={form.formState.isDirty && !form.formState.isSubmitting} />
      <Grid templateColumns={{ base: "1fr", lg: aside ? "minmax(0, 1fr) 320px" : "1fr" }} gap="6" alignItems="start">
        <Stack asChild gap="5">
          <form onSubmit={submit} noValidate data-testid="material-form">
            {top}
            {sections.map((s) => {
              const fields = s.fields.filter((f) => f !== "internalName" || showInternalName);
              return (
                <Section
                  key={s.key}
                  sectionKey={s.key}
                  level={"level" in s ? (s.level as 1 | 2 | 3 | 4 | undefined) : undefined}
                  fields={fields}
                  values={values}
                >
                  {fields.map((f) => (
                    <FieldRow key={f} name={f} />
                  ))}
                </Section>
              );
            })}
            <Flex
              position="sticky"
              bottom="0"
              zIndex="1"
              bg="bg"
              borderWidth="1px"
              rounded="xl"
              px="4"
              py="3"
              justify="flex-end"
              align="center"
              gap="4"
              boxShadow="sm"
            >
              {hasErrors && (
                <Text color="fg.error" fontWeight="500" data-testid="form-errors">
                  {t("form.containsErrors")}
                </Text>
              )}
              <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} data-testid="material-submit">
                {submitLabel}
              </Button>
            </Flex>
          </form>
        </Stack>
        {aside && <Box>{aside(values)}</Box>}
      </Grid>
    </FormProvider>
  );
}
