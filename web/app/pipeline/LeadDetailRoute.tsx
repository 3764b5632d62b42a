import LeadPage from "../../features/leads/pages/LeadPage";
import { CreateDealButton } from "../../features/deals/components/CreateDealButton";
import { SamplesCard } from "../../features/samples/components/SamplesCard";
import { TasksButton } from "../../features/tasks/components/TasksButton";

/** /leads/{id}: the lead page with its tasks, samples and deal parts, composed here (features never import each other). */
export default function LeadDetailRoute() {
  return (
    <LeadPage
      tasks={(lead) => <TasksButton topicType="LEAD" topicId={lead.id} />}
      samples={(lead) => <SamplesCard lead={lead} />}
      deal={(lead) => <CreateDealButton lead={lead} />}
    />
  );
}
