import { randomUUID } from "node:crypto";
import type { Note, NoteTopicType } from "../../../shared/schemas/note";
import { now } from "../../db/audit";
import type { NoteItem } from "./entity";
import { goIfFits } from "../../db/item-size";
import { db } from "../../db/service";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";

export type StoredNote = Omit<Note, "authorName">;

const toNote = (item: NoteItem): StoredNote => ({ ...item, metadata: (item.metadata as Record<string, string> | undefined) ?? {} });

export async function createNote(
  input: { topicType: NoteTopicType; topicId: string; content: string; metadata?: Record<string, string> },
  userId: string,
  id: string = randomUUID(),
): Promise<StoredNote> {
  const { data } = await goIfFits(db().note.create({ ...input, metadata: input.metadata ?? {}, id, createdDate: now(), createdBy: userId }));
  return toNote(data);
}

/**
 * The topic's note `id`, or null: notes sort by date within their topic, so this is one Query of the topic's
 * partition with a filter on the id (a retried note create looks for its first attempt's note this way).
 */
export async function findNote(topicType: NoteTopicType, topicId: string, id: string): Promise<StoredNote | null> {
  const { data } = await db()
    .note.query.byTopic({ topicType, topicId })
    .where((a, op) => op.eq(a.id, id))
    .go({ pages: "all" });
  return data[0] ? toNote(data[0]) : null;
}

/** A topic's notes, newest first, in sealed-cursor pages. */
export async function listNotes(topicType: NoteTopicType, topicId: string, opts: PageOpts = {}) {
  const list: OrderedList = {
    partition: `notes:${topicType}:${topicId}`,
    sortFields: ["createdDate", "id"],
    order: "desc",
    sources: [(pos) => after(db().note.query.byTopic({ topicType, topicId }) as never, "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => (items as NoteItem[]).map(toNote));
}

/** Every note of a topic (the topic is being deleted): one Query per 1 MB page of keys, then batch deletes. */
export async function deleteTopicNotes(topicType: NoteTopicType, topicId: string): Promise<number> {
  const { data } = await db()
    .note.query.byTopic({ topicType, topicId })
    .go({ pages: "all", attributes: ["topicType", "topicId", "createdDate", "id"] });
  if (data.length)
    await db()
      .note.delete(data.map((n) => ({ topicType: n.topicType, topicId: n.topicId, createdDate: n.createdDate, id: n.id })))
      .go();
  return data.length;
}
