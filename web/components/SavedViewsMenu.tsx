import { Button, Menu, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { SavedViewScreen } from "../../shared/schemas/saved-view";
import { ApiError, call } from "../lib/api";
import { invalidate, useApi } from "../lib/queryKeys";
import { ConfirmDialog } from "./ConfirmDialog";
import { FormDialog } from "./FormDialog";
import { FormField } from "./FormField";
import { notify } from "./toaster";

/** Menu values that are actions rather than a view to open. */
const SAVE = "__save";
const REMOVE = "__remove:";

/** Parameters of a list's address that are a position, not a filter: never saved. */
const NOT_FILTERS = ["cursor", "page"];

/** The list's filters as a saved view keeps them: the URL query without its position. */
export function filtersQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  for (const k of NOT_FILTERS) kept.delete(k);
  return kept.toString();
}

/**
 * A list screen's saved views: a menu of the user's views of this screen (each reopens the list with its
 * filters), "Save view…", which keeps the filters now in the address under a name (POST /saved-views), and
 * "Delete …" per view, after a confirmation (DELETE /saved-views/{id}).
 */
export function SavedViewsMenu({ screen, path }: { screen: SavedViewScreen; path: string }) {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data } = useApi("GET /saved-views", { query: { screen } });
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await call("POST /saved-views", { body: { name, screen, query: filtersQuery(params) } });
      await invalidate("GET /saved-views");
      setNaming(false);
      setName("");
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldIssue("name") ?? e.fieldIssue("query") ?? e.message) : t("savedViews.failed"));
    } finally {
      setBusy(false);
    }
  }

  async function remove(view: { id: string; name: string }) {
    setBusy(true);
    try {
      await call("DELETE /saved-views/{id}", { params: { id: view.id } });
      await invalidate("GET /saved-views");
      setRemoving(null);
    } catch {
      notify.error(t("savedViews.removeFailed"));
    } finally {
      setBusy(false);
    }
  }

  function onSelect(value: string) {
    if (value === SAVE) return setNaming(true);
    if (value.startsWith(REMOVE)) return setRemoving(views.find((v) => v.id === value.slice(REMOVE.length)) ?? null);
    void navigate(`${path}?${views.find((v) => v.id === value)?.query ?? ""}`);
  }

  const views = data?.items ?? [];
  return (
    <>
      <Menu.Root onSelect={(d) => onSelect(d.value)}>
        <Menu.Trigger asChild>
          <Button variant="outline" bg="bg" data-testid="saved-views-button">
            {t("savedViews.button")}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content data-testid="saved-views-menu">
              {views.length > 0 && (
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>{t("savedViews.mine")}</Menu.ItemGroupLabel>
                  {views.map((v) => (
                    <Menu.Item key={v.id} value={v.id} data-testid="saved-view-item">
                      {v.name}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              )}
              {views.length > 0 && <Menu.Separator />}
              <Menu.Item value={SAVE} data-testid="save-view">
                {t("savedViews.save")}
              </Menu.Item>
              {views.length > 0 && (
                <>
                  <Menu.Separator />
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>{t("savedViews.removeGroup")}</Menu.ItemGroupLabel>
                    {views.map((v) => (
                      <Menu.Item key={v.id} value={`${REMOVE}${v.id}`} color="fg.error" data-testid="remove-view-item">
                        {t("savedViews.removeItem", { name: v.name })}
                      </Menu.Item>
                    ))}
                  </Menu.ItemGroup>
                </>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
        title={t("savedViews.removeTitle")}
        text={t("savedViews.removeText", { name: removing?.name ?? "" })}
        confirmLabel={t("savedViews.remove")}
        cancelLabel={t("savedViews.cancel")}
        busy={busy}
        testId="remove-view"
      />
      {naming && (
        <FormDialog
          title={t("savedViews.saveTitle")}
          testId="save-view-dialog"
          onClose={() => setNaming(false)}
          onSubmit={() => void save()}
          submitLabel={t("savedViews.submit")}
          cancelLabel={t("savedViews.cancel")}
          closeLabel={t("savedViews.cancel")}
          busy={busy}
          submitDisabled={!name.trim()}
          submitTestId="save-view-submit"
          size="sm"
        >
          <FormField
            label={t("savedViews.name")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error ?? undefined}
            maxLength={100}
            autoFocus
            data-testid="save-view-name"
          />
        </FormDialog>
      )}
    </>
  );
}
