import { NotFound } from "../../../components/NotFound";

/** Any unknown path. */
export default function NotFoundPage() {
  return <NotFound />;
}
