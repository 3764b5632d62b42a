import { nonEmpty, pageQuery } from "./common";
import { MAX_ID_LENGTH } from "./limits";
import * as z from "./zod";
import { noteTopicTypes } from "./enums";

/**
 * Internal notes: one service for every topic — companies
 * now, leads, requests and matches later. Staff only.
 */
export type NoteTopicType = (typeof noteTopicTypes)[number];

export const MAX_NOTE_LENGTH = 10_000;

export const NoteListQuery = z.extend(pageQuery, {
  topicType: z.enum(noteTopicTypes),
  topicId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
});

export const NoteInput = z.object({
  topicType: z.enum(noteTopicTypes),
  topicId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  /** Blank content is refused (spec: "Blank notes are not saved"). */
  content: nonEmpty.check(z.maxLength(MAX_NOTE_LENGTH)),
  metadata: z.optional(z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(1000)))),
});
export type NoteInput = z.input<typeof NoteInput>;

export interface Note {
  id: string;
  topicType: NoteTopicType;
  topicId: string;
  content: string;
  metadata: Record<string, string>;
  createdDate: string;
  createdBy: string;
  /** The author's name as the notes dialog shows it (null when the author has no name on record). */
  authorName: string | null;
}

export { noteTopicTypes };
