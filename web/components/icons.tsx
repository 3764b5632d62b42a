import { makeIcon } from "./publicIcons";

/** Every icon of the app: those the sign-in screens show live in ./publicIcons, the others here. */
export { BoxIcon, GlobeIcon, makeIcon, PhoneIcon, RecycleIcon, TargetIcon, UsersIcon } from "./publicIcons";
const make = (d: string[]) => makeIcon(d);

export const HomeIcon = make(["M3 10.5 12 3l9 7.5", "M5 9.5V21h14V9.5", "M10 21v-6h4v6"]);
export const InboxIcon = make(["M4 4h16v16H4z", "M4 14h4l2 3h4l2-3h4"]);
export const WarehouseIcon = make(["M3 21V8l9-5 9 5v13", "M7 21v-8h10v8", "M7 17h10"]);
export const BuildingIcon = make(["M4 21V4h10v17", "M14 9h6v12", "M7 8h4", "M7 12h4", "M7 16h4", "M3 21h18"]);
export const TagIcon = make(["M3 12V3h9l9 9-9 9z", "M7.5 7.5h.01"]);
export const StarIcon = make(["m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"]);
export const HandshakeIcon = make(["M2 12l5-5 5 3 5-3 5 5", "M7 12l4 4 2-2 2 2 4-4", "M2 12l5 5", "M22 12l-3 3"]);
export const SearchIcon = make(["M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z", "m21 21-4.3-4.3"]);
export const FlagIcon = make(["M4 22V4", "M4 4h13l-2 4 2 4H4"]);
export const WorkflowIcon = make(["M4 4h6v6H4z", "M14 14h6v6h-6z", "M7 10v4a3 3 0 0 0 3 3h4"]);
export const ChartIcon = make(["M3 3v18h18", "M7 15l4-4 3 3 5-6"]);
export const BellIcon = make(["M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9", "M13.7 21a2 2 0 0 1-3.4 0"]);
export const LogoutIcon = make(["M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4", "M16 17l5-5-5-5", "M21 12H9"]);
export const MenuIcon = make(["M3 6h18", "M3 12h18", "M3 18h18"]);
export const DocIcon = make(["M14 3H6v18h12V7z", "M14 3v4h4", "M9 13h6", "M9 17h6"]);
export const ArrowRightIcon = make(["M5 12h14", "m13 6 6 6-6 6"]);
export const LockIcon = make(["M5 11h14v10H5z", "M8 11V7a4 4 0 0 1 8 0v4"]);
export const ChatIcon = make(["M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z", "M8 12h.01", "M12 12h.01", "M16 12h.01"]);
