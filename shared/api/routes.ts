import { authRoutes } from "./routes/auth";
import { catalogRoutes } from "./routes/catalog";
import { companiesRoutes } from "./routes/companies";
import { configRoutes } from "./routes/config";
import { contactsRoutes } from "./routes/contacts";
import { datasheetsRoutes } from "./routes/datasheets";
import { materialsRoutes } from "./routes/materials";
import { eventsRoutes } from "./routes/events";
import { meRoutes } from "./routes/me";
import { notesRoutes } from "./routes/notes";
import { usersRoutes } from "./routes/users";
import { warehouseRoutes } from "./routes/warehouse";
import { requestsRoutes } from "./routes/requests";
import { insightsRoutes } from "./routes/insights";
import { leadsRoutes } from "./routes/leads";
import { tasksRoutes } from "./routes/tasks";
import { samplesRoutes } from "./routes/samples";
import { dealsRoutes } from "./routes/deals";
import { researchesRoutes } from "./routes/researches";
import { suspectsRoutes } from "./routes/suspects";
import { boothRoutes } from "./routes/booth";
import { workflowRunsRoutes } from "./routes/workflowRuns";
import { kfairRoutes } from "./routes/kfair";
import { emailMessagesRoutes } from "./routes/emailMessages";
import { emailsRoutes } from "./routes/emails";
import { interestsRoutes } from "./routes/interests";
import { conversationsRoutes } from "./routes/conversations";
import { playgroundRoutes } from "./routes/playground";
import { contactUsRoutes } from "./routes/contactUs";

/**
 * The one route table, composed of one route group per domain (shared/api/routes/<domain>.ts). The id
 * "domain.name" names the handler file functions/<domain>/<name>.ts. A handler imports only its own group
 * (functions/lib/handler.ts), so a Lambda bundle carries its group's schemas, not every route's.
 */
export const routeGroups = { auth: authRoutes, me: meRoutes, companies: companiesRoutes, users: usersRoutes, contacts: contactsRoutes, config: configRoutes, materials: materialsRoutes, catalog: catalogRoutes, warehouse: warehouseRoutes, datasheets: datasheetsRoutes, notes: notesRoutes, events: eventsRoutes, requests: requestsRoutes, insights: insightsRoutes, leads: leadsRoutes, tasks: tasksRoutes, samples: samplesRoutes, deals: dealsRoutes, researches: researchesRoutes, suspects: suspectsRoutes, booth: boothRoutes, workflowRuns: workflowRunsRoutes, kfair: kfairRoutes, emailMessages: emailMessagesRoutes, emails: emailsRoutes, interests: interestsRoutes, conversations: conversationsRoutes, playground: playgroundRoutes, contactUs: contactUsRoutes };

export const routes = { ...authRoutes, ...meRoutes, ...companiesRoutes, ...usersRoutes, ...contactsRoutes, ...configRoutes, ...materialsRoutes, ...catalogRoutes, ...warehouseRoutes, ...datasheetsRoutes, ...notesRoutes, ...eventsRoutes, ...requestsRoutes, ...insightsRoutes, ...leadsRoutes, ...tasksRoutes, ...samplesRoutes, ...dealsRoutes, ...researchesRoutes, ...suspectsRoutes, ...boothRoutes, ...workflowRunsRoutes, ...kfairRoutes, ...emailMessagesRoutes, ...emailsRoutes, ...interestsRoutes, ...conversationsRoutes, ...playgroundRoutes, ...contactUsRoutes };

export type RouteId = keyof typeof routes;
