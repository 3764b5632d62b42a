import type { AuthResponses } from "./routes/auth";
import type { CatalogResponses } from "./routes/catalog";
import type { CompaniesResponses } from "./routes/companies";
import type { ConfigResponses } from "./routes/config";
import type { ContactsResponses } from "./routes/contacts";
import type { DatasheetsResponses } from "./routes/datasheets";
import type { MaterialsResponses } from "./routes/materials";
import type { EventsResponses } from "./routes/events";
import type { MeResponses } from "./routes/me";
import type { NotesResponses } from "./routes/notes";
import type { UsersResponses } from "./routes/users";
import type { WarehouseResponses } from "./routes/warehouse";
import type { RequestsResponses } from "./routes/requests";
import type { InsightsResponses } from "./routes/insights";
import type { LeadsResponses } from "./routes/leads";
import type { TasksResponses } from "./routes/tasks";
import type { SamplesResponses } from "./routes/samples";
import type { DealsResponses } from "./routes/deals";
import type { ResearchesResponses } from "./routes/researches";
import type { SuspectsResponses } from "./routes/suspects";
import type { BoothResponses } from "./routes/booth";
import type { WorkflowRunsResponses } from "./routes/workflowRuns";
import type { KfairResponses } from "./routes/kfair";
import type { EmailMessagesResponses } from "./routes/emailMessages";
import type { EmailsResponses } from "./routes/emails";
import type { InterestsResponses } from "./routes/interests";
import type { ConversationsResponses } from "./routes/conversations";
import type { PlaygroundResponses } from "./routes/playground";
import type { ContactUsResponses } from "./routes/contactUs";
import type { RouteId } from "./routes";

/**
 * What every route answers, by route id: the union of the response maps each route group keeps after its
 * entries (shared/api/routes/<domain>.ts). Type-only, so neither the SPA nor a Lambda bundle carries it.
 */
export type RouteResponses = AuthResponses & CatalogResponses & CompaniesResponses & ConfigResponses & ContactsResponses & DatasheetsResponses & MaterialsResponses & MeResponses & UsersResponses & WarehouseResponses & NotesResponses & EventsResponses & RequestsResponses & InsightsResponses & LeadsResponses & TasksResponses & SamplesResponses & DealsResponses & ResearchesResponses & SuspectsResponses & BoothResponses & WorkflowRunsResponses & KfairResponses & EmailMessagesResponses & EmailsResponses & InterestsResponses & ConversationsResponses & PlaygroundResponses & ContactUsResponses;

/** Fails to compile when a route has no response type, or a response type names a route that does not exist. */
type Exact<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : { missing: Exclude<A, B>; unknown: Exclude<B, A> };
export const RESPONSES_COVER_ROUTES: Exact<RouteId, keyof RouteResponses> = true;
