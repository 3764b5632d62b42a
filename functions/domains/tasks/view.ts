import { contactName } from "../../../shared/schemas/contact";
import type { Task } from "../../../shared/schemas/task";
import { getContacts } from "../contacts/records";
import type { StoredTask } from "./queries";
import { getLeadRefs } from "../leads/refs";

/**
 * The one place a task answer is shaped: every field present (absent values null), the assignee's name and
 * the topic's title (the lead's description), fetched with one BatchGet per kind for the whole page.
 */
export async function taskViews(tasks: StoredTask[]): Promise<Task[]> {
  const assigneeIds = [...new Set(tasks.map((t) => t.assigneeId).filter((v): v is string => Boolean(v)))];
  const [contacts, leads] = await Promise.all([getContacts(assigneeIds), getLeadRefs(tasks.map((t) => t.topicId))]);
  const people = new Map(contacts.map((c) => [c.id, { id: c.id, name: contactName(c) || c.email || "" }]));
  return tasks.map((t) => {
    const lead = leads.get(t.topicId);
    return {
      id: t.id,
      description: t.description,
      topicId: t.topicId,
      topicType: t.topicType,
      dueDate: t.dueDate ?? null,
      status: t.status,
      assigneeId: t.assigneeId ?? null,
      assignee: (t.assigneeId && people.get(t.assigneeId)) || null,
      topic: lead ? { id: lead.id, title: lead.description } : null,
      createdDate: t.createdDate,
      createdBy: t.createdBy,
      updatedDate: t.updatedDate,
      version: t.version,
    };
  });
}
