import type { TFunction } from "i18next";
import { applicationTags } from "../../shared/schemas/applications";

const TAGS = new Set<string>(applicationTags);

/** An application's name in the user's language; stored free text that is no tag is shown as written. */
export const applicationLabel = (t: TFunction, v: string) => (TAGS.has(v) ? t(`applications:${v}`) : v);
