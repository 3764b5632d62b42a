import { apiDocsRoutes, type ApiDocsResponses } from "./routes/apiDocs";
import { authRoutes, type AuthResponses } from "./routes/auth";
import { catalogRoutes, type CatalogResponses } from "./routes/catalog";
import { companiesRoutes, type CompaniesResponses } from "./routes/companies";
import { configRoutes, type ConfigResponses } from "./routes/config";
import { contactsRoutes, type ContactsResponses } from "./routes/contacts";
import { datasheetsRoutes, type DatasheetsResponses } from "./routes/datasheets";
import { materialsRoutes, type MaterialsResponses } from "./routes/materials";
import { auditRoutes, type AuditResponses } from "./routes/audit";
import { eventsRoutes, type EventsResponses } from "./routes/events";
import { meRoutes, type MeResponses } from "./routes/me";
import { notesRoutes, type NotesResponses } from "./routes/notes";
import { usersRoutes, type UsersResponses } from "./routes/users";
import { warehouseRoutes, type WarehouseResponses } from "./routes/warehouse";
import { requestsRoutes, type RequestsResponses } from "./routes/requests";
import { insightsRoutes, type InsightsResponses } from "./routes/insights";
import { leadsRoutes, type LeadsResponses } from "./routes/leads";
import { tasksRoutes, type TasksResponses } from "./routes/tasks";
import { samplesRoutes, type SamplesResponses } from "./routes/samples";
import { savedViewsRoutes, type SavedViewsResponses } from "./routes/savedViews";
import { searchRoutes, type SearchResponses } from "./routes/search";
import { liveRoutes, type LiveResponses } from "./routes/live";
import { dealsRoutes, type DealsResponses } from "./routes/deals";
import { researchesRoutes, type ResearchesResponses } from "./routes/researches";
import { suspectsRoutes, type SuspectsResponses } from "./routes/suspects";
import { boothRoutes, type BoothResponses } from "./routes/booth";
import { workflowRunsRoutes, type WorkflowRunsResponses } from "./routes/workflowRuns";
import { kfairRoutes, type KfairResponses } from "./routes/kfair";
import { emailMessagesRoutes, type EmailMessagesResponses } from "./routes/emailMessages";
import { emailsRoutes, type EmailsResponses } from "./routes/emails";
import { interestsRoutes, type InterestsResponses } from "./routes/interests";
import { conversationsRoutes, type ConversationsResponses } from "./routes/conversations";
import { playgroundRoutes, type PlaygroundResponses } from "./routes/playground";
import { contactUsRoutes, type ContactUsResponses } from "./routes/contactUs";
import { certificatesRoutes, type CertificatesResponses } from "./routes/certificates";
import { notificationsRoutes, type NotificationsResponses } from "./routes/notifications";
import { passportsRoutes, type PassportsResponses } from "./routes/passports";

/**
 * The one route table, composed of one route group per domain (shared/api/routes/<domain>.ts, the group's
 * answer types beside its entries). Adding a domain adds its import and one line to each map below.
 * A handler imports only its own group (functions/lib/handler.ts), so a Lambda bundle carries its group's
 * schemas, not every route's.
 */
export const routeGroups = {
  auth: authRoutes,
  me: meRoutes,
  companies: companiesRoutes,
  users: usersRoutes,
  contacts: contactsRoutes,
  config: configRoutes,
  apiDocs: apiDocsRoutes,
  materials: materialsRoutes,
  catalog: catalogRoutes,
  warehouse: warehouseRoutes,
  datasheets: datasheetsRoutes,
  notes: notesRoutes,
  audit: auditRoutes,
  events: eventsRoutes,
  requests: requestsRoutes,
  insights: insightsRoutes,
  leads: leadsRoutes,
  tasks: tasksRoutes,
  samples: samplesRoutes,
  savedViews: savedViewsRoutes,
  search: searchRoutes,
  live: liveRoutes,
  deals: dealsRoutes,
  researches: researchesRoutes,
  suspects: suspectsRoutes,
  booth: boothRoutes,
  workflowRuns: workflowRunsRoutes,
  kfair: kfairRoutes,
  emailMessages: emailMessagesRoutes,
  emails: emailsRoutes,
  interests: interestsRoutes,
  conversations: conversationsRoutes,
  playground: playgroundRoutes,
  contactUs: contactUsRoutes,
  notifications: notificationsRoutes,
  passports: passportsRoutes,
  certificates: certificatesRoutes,
};

/** What each group's routes answer, by the same keys (type-only: shared/api/responses.ts joins them). */
export interface GroupAnswers {
  auth: AuthResponses;
  me: MeResponses;
  companies: CompaniesResponses;
  users: UsersResponses;
  contacts: ContactsResponses;
  config: ConfigResponses;
  apiDocs: ApiDocsResponses;
  materials: MaterialsResponses;
  catalog: CatalogResponses;
  warehouse: WarehouseResponses;
  datasheets: DatasheetsResponses;
  notes: NotesResponses;
  audit: AuditResponses;
  events: EventsResponses;
  requests: RequestsResponses;
  insights: InsightsResponses;
  leads: LeadsResponses;
  tasks: TasksResponses;
  samples: SamplesResponses;
  savedViews: SavedViewsResponses;
  search: SearchResponses;
  live: LiveResponses;
  deals: DealsResponses;
  researches: ResearchesResponses;
  suspects: SuspectsResponses;
  booth: BoothResponses;
  workflowRuns: WorkflowRunsResponses;
  kfair: KfairResponses;
  emailMessages: EmailMessagesResponses;
  emails: EmailsResponses;
  interests: InterestsResponses;
  conversations: ConversationsResponses;
  playground: PlaygroundResponses;
  contactUs: ContactUsResponses;
  notifications: NotificationsResponses;
  passports: PassportsResponses;
  certificates: CertificatesResponses;
}

type Groups = typeof routeGroups;
type Joined<U> = (U extends unknown ? (u: U) => void : never) extends (j: infer J) => void ? J : never;

/** Every route by id: the groups joined (a route id names its domain, so no two groups share one). */
export const routes = Object.assign({}, ...Object.values(routeGroups)) as Joined<Groups[keyof Groups]>;

export type RouteId = keyof typeof routes;

/** Fails to compile when a group has no answers entry, or an answers entry no group. */
type Same<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : { missing: Exclude<A, B>; unknown: Exclude<B, A> };
export const ANSWERS_COVER_GROUPS: Same<keyof Groups, keyof GroupAnswers> = true;
