import { makeIcon } from "../../../components/icons";

/** Envelope, link and sparkle icons of the messages tab (kept in the feature: only it shows them). */
const make = (d: string[]) => makeIcon(d, "4");

export const MailClosedIcon = make(["M3 6h18v12H3z", "m3 6 9 7 9-7"]);
export const MailOpenIcon = make(["M3 10v10h18V10", "M3 10l9-6 9 6", "m3 10 9 6 9-6"]);
export const LinkIcon = make(["M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7", "M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"]);
export const SparkleIcon = make(["M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z", "M19 16v4", "M17 18h4"]);
