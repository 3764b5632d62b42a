import { Button, Field, Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { TaskInput } from "../../../../shared/schemas/task";
import { notify } from "../../../components/toaster";
import { staffName, useStaff } from "../../../lib/users";
import { apiFieldIssues } from "../../../lib/useFormIssues";
import { validationText } from "../../../lib/validationMessages";
import { saveTask } from "../api";
import { localToIso } from "../overdue";
import { SelectField } from "../../../components/form/SelectField";

type Errors = Partial<Record<"description" | "dueDate" | "assigneeId", string>>;

/**
 * The drawer's new-task form: description (2 rows), due date and time, assignee.
 * The shared schema checks it before sending; the API's field issues land under the same fields.
 */
export function TaskForm({ topicType, topicId }: { topicType: "LEAD"; topicId: string }) {
  const { t } = useTranslation("tasks");
  const { staff } = useStaff();
  const [description, setDescription] = useState("");
  const [due, setDue] = useState("");
  const [assigneeId, setAssigneeId] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { topicType, topicId, description, dueDate: localToIso(due), assigneeId: assigneeId || null, status: "open" as const };
    const parsed = TaskInput.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), validationText(i.message)])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveTask(input);
      notify.success(t("toast.created"));
      setDescription("");
      setDue("");
      setAssigneeId("");
    } catch (err) {
      setErrors(Object.fromEntries(apiFieldIssues(err).map((i) => [i.field, validationText(i.message)])));
      notify.error(t("toast.error"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="task-form">
      <Stack gap="3" borderWidth="1px" rounded="lg" p="3" bg="bg.subtle">
        <Field.Root invalid={!!errors.description} required>
          <Field.Label>
            {t("form.description")}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={2} resize="vertical" bg="bg" value={description} onChange={(e) => setDescription(e.target.value)} data-testid="task-description" />
          {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root invalid={!!errors.dueDate}>
            <Field.Label>{t("form.dueDate")}</Field.Label>
            <Input type="datetime-local" bg="bg" value={due} onChange={(e) => setDue(e.target.value)} data-testid="task-due" />
            {errors.dueDate && <Field.ErrorText>{errors.dueDate}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.assigneeId}>
            <Field.Label>{t("form.assignee")}</Field.Label>
            <SelectField
              bg="bg"
              value={assigneeId}
              onValueChange={setAssigneeId}
              data-testid="task-assignee"
              placeholder={t("unassigned")}
              options={staff.map((u) => ({ value: u.id, label: staffName(u) }))}
            />
            {errors.assigneeId && <Field.ErrorText>{errors.assigneeId}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="flex-end" size="sm" loading={busy} data-testid="task-submit">
          {t("form.submit")}
        </Button>
      </Stack>
    </form>
  );
}
