import LeadsBoardPage from "../../features/leads/pages/LeadsBoardPage";
import { TasksButton } from "../../features/tasks/components/TasksButton";

/**
 * /leads: the board (features/leads) with the tasks drawer (features/tasks). Composed here because features
 * never import each other (bulletproof-react); the drawer reads ?taskAssignee= itself.
 */
export default function LeadsBoardRoute() {
  return <LeadsBoardPage tasks={<TasksButton />} />;
}
