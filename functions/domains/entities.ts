import { entities as auth } from "./auth/entity";
import { entities as authSignupCodes } from "./auth/entity-signup-code";
import { entities as booth } from "./booth/entity";
import { entities as boothFragments } from "./booth/entity-fragment";
import { entities as companies } from "./companies/entity";
import { entities as companyFragments } from "./companies/entity-fragment";
import { entities as companyKeys } from "./companies/entity-key";
import { entities as config } from "./config/entity";
import { entities as contactUs } from "./contactUs/entity";
import { entities as contacts } from "./contacts/entity";
import { entities as conversations } from "./conversations/entity";
import { entities as deals } from "./deals/entity";
import { entities as emailMessages } from "./emailMessages/entity";
import { entities as events } from "./events/entity";
import { entities as insights } from "./insights/entity";
import { entities as interests } from "./interests/entity";
import { entities as kfair } from "./kfair/entity";
import { entities as leads } from "./leads/entity";
import { entities as materials } from "./materials/entity";
import { entities as notes } from "./notes/entity";
import { entities as notifications } from "./notifications/entity";
import { entities as certificates } from "./certificates/entity";
import { entities as requests } from "./requests/entity";
import { entities as researches } from "./researches/entity";
import { entities as samples } from "./samples/entity";
import { entities as savedViews } from "./savedViews/entity";
import { entities as live } from "./live/entity";
import { entities as suspects } from "./suspects/entity";
import { entities as tasks } from "./tasks/entity";
import { entities as warehouse } from "./warehouse/entity";
import { entities as workflowRuns } from "./workflowRuns/entity";

/**
 * The entities of the domain folders, registered with the table by functions/db/service.ts. The one place
 * outside a domain that imports its entity; anything else goes through the domain's service (index.ts).
 */
export const domainEntities = {
  ...auth,
  ...authSignupCodes,
  ...booth,
  ...boothFragments,
  ...companies,
  ...companyFragments,
  ...companyKeys,
  ...config,
  ...contactUs,
  ...contacts,
  ...conversations,
  ...deals,
  ...emailMessages,
  ...events,
  ...insights,
  ...interests,
  ...kfair,
  ...leads,
  ...materials,
  ...notes,
  ...notifications,
  ...certificates,
  ...requests,
  ...researches,
  ...samples,
  ...savedViews,
  ...live,
  ...suspects,
  ...tasks,
  ...warehouse,
  ...workflowRuns,
};
