import { makeIcon } from "../../components/icons";

/** The drawer's few stroke icons (drawn like web/components/icons.tsx). */
const make = (d: string[]) => makeIcon(d, "4");

export const TasksIcon = make(["M9 11l3 3 8-8", "M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9"]);
export const ClockAlertIcon = make(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 7v5l3 2"]);
export const TrashIcon = make(["M3 6h18", "M8 6V4h8v2", "M6 6l1 15h10l1-15"]);
