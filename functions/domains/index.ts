import { authDomain } from "./auth/domain";
import { boothDomain } from "./booth/domain";
import { catalogDomain } from "./catalog/domain";
import { companiesDomain } from "./companies/domain";
import { apiDocsDomain } from "./apiDocs/domain";
import { configDomain } from "./config/domain";
import { contactUsDomain } from "./contactUs/domain";
import { contactsDomain } from "./contacts/domain";
import { conversationsDomain } from "./conversations/domain";
import { datasheetsDomain } from "./datasheets/domain";
import { dealsDomain } from "./deals/domain";
import { emailMessagesDomain } from "./emailMessages/domain";
import { emailsDomain } from "./emails/domain";
import { auditDomain } from "./audit/domain";
import { eventsDomain } from "./events/domain";
import { insightsDomain } from "./insights/domain";
import { interestsDomain } from "./interests/domain";
import { kfairDomain } from "./kfair/domain";
import { leadsDomain } from "./leads/domain";
import { liveDomain } from "./live/domain";
import { materialsDomain } from "./materials/domain";
import { meDomain } from "./me/domain";
import { notesDomain } from "./notes/domain";
import { notificationsDomain } from "./notifications/domain";
import { passportsDomain } from "./passports/domain";
import { certificatesDomain } from "./certificates/domain";
import { playgroundDomain } from "./playground/domain";
import { requestsDomain } from "./requests/domain";
import { researchesDomain } from "./researches/domain";
import { samplesDomain } from "./samples/domain";
import { savedViewsDomain } from "./savedViews/domain";
import { searchDomain } from "./search/domain";
import { suspectsDomain } from "./suspects/domain";
import { tasksDomain } from "./tasks/domain";
import { usersDomain } from "./users/domain";
import { warehouseDomain } from "./warehouse/domain";
import { workflowRunsDomain } from "./workflowRuns/domain";

/**
 * The domain folders (functions/domains/<name>/: entity, private queries, service, handler map), by the
 * name their route ids start with. The route table (functions/routes.ts) and the API areas
 * (infra/api-areas.ts) are derived from this list; test/unit/domains.test.ts checks it against the folders.
 */
export const domains = {
  auth: authDomain,
  booth: boothDomain,
  catalog: catalogDomain,
  companies: companiesDomain,
  config: configDomain,
  apiDocs: apiDocsDomain,
  contactUs: contactUsDomain,
  contacts: contactsDomain,
  conversations: conversationsDomain,
  datasheets: datasheetsDomain,
  deals: dealsDomain,
  emailMessages: emailMessagesDomain,
  emails: emailsDomain,
  audit: auditDomain,
  events: eventsDomain,
  insights: insightsDomain,
  interests: interestsDomain,
  kfair: kfairDomain,
  leads: leadsDomain,
  live: liveDomain,
  materials: materialsDomain,
  me: meDomain,
  notes: notesDomain,
  notifications: notificationsDomain,
  passports: passportsDomain,
  certificates: certificatesDomain,
  playground: playgroundDomain,
  requests: requestsDomain,
  researches: researchesDomain,
  samples: samplesDomain,
  savedViews: savedViewsDomain,
  search: searchDomain,
  suspects: suspectsDomain,
  tasks: tasksDomain,
  users: usersDomain,
  warehouse: warehouseDomain,
  workflowRuns: workflowRunsDomain,
};

export type DomainName = keyof typeof domains;
