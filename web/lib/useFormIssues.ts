import { get, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import { notify } from "../components/toaster";
import { apiFieldIssues } from "./apiFieldIssues";
import { ApiError } from "./api";
import { i18next } from "./i18n";
import { validationText } from "./validationMessages";

export { apiFieldIssues };

/**
 * The one form hook for react-hook-form forms: `applyApiError` puts the API's 400 issues
 * onto the fields they name (true when it placed any), `attempt` runs a save and on failure does that and
 * toasts, and `fieldError` reads a field's message in the user's language, whether the browser's schema
 * check or the API produced it.
 */
/**
 * Why a save failed when it was not the request's fault: a dependency down (503) or the same action still
 * running (a 409 with Retry-After); the user can try again in a moment. Undefined otherwise.
 */
export function retryLaterText(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (err.status === 503) return i18next.t("common:error.unavailable");
  if (err.status === 409 && err.retryAfter) return i18next.t("common:error.inProgress");
  return undefined;
}

// Any context and submitted type: the hook reads errors and sets them, by the form's own field names.
export function useFormIssues<T extends FieldValues>(form: UseFormReturn<T, any, any>) {
  const applyApiError = (err: unknown): boolean => {
    const issues = apiFieldIssues(err);
    for (const i of issues) form.setError(i.field as FieldPath<T>, { type: "server", message: i.message }, { shouldFocus: i === issues[0] });
    return issues.length > 0;
  };
  const errorAt = (path: string): string | undefined => {
    const message = (get(form.formState.errors, path) as { message?: unknown } | undefined)?.message;
    return typeof message === "string" ? validationText(message) : undefined;
  };
  return {
    applyApiError,
    /**
     * Run a save (its success toast and navigation inside). If it throws, the fields get the API's issues and
     * the user the `failure` toast (a text, or one chosen from the error); what was typed stays in the form.
     */
    async attempt(save: () => Promise<unknown>, failure: string | ((err: unknown) => string)): Promise<void> {
      try {
        await save();
      } catch (e) {
        applyApiError(e);
        notify.error(typeof failure === "string" ? failure : failure(e), { description: retryLaterText(e) });
      }
    },
    fieldError(name: FieldPath<T>): string | undefined {
      return errorAt(name);
    },
    /** The same for a body path the form's values do not name (where the body's shape differs from the form's). */
    bodyError(path: string): string | undefined {
      return errorAt(path);
    },
  };
}
