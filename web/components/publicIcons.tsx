import { Icon, type IconProps } from "@chakra-ui/react";

/**
 * A few stroke icons (24-unit grid, currentColor) so no icon library is bundled. Features with icons of their
 * own make them with `makeIcon` too, so every icon draws the same way.
 */
export const makeIcon = (d: string[], boxSize = "4.5") => {
  const Component = (props: IconProps) => (
    <Icon boxSize={boxSize} {...props} asChild>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {d.map((p) => (
          <path key={p} d={p} />
        ))}
      </svg>
    </Icon>
  );
  return Component;
};
const make = (d: string[]) => makeIcon(d);

// The icons the sign-in screens and the frame around every screen show, apart from the rest (./icons.tsx) so
// the login route loads only these.
export const BoxIcon = make(["M21 8 12 3 3 8v8l9 5 9-5z", "M3 8l9 5 9-5", "M12 13v8"]);
export const TargetIcon = make(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M12 12h.01"]);
export const UsersIcon = make([
  "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
  "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  "M22 21v-2a4 4 0 0 0-3-3.9",
  "M16 3.1a4 4 0 0 1 0 7.8",
]);
export const GlobeIcon = make(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M3 12h18", "M12 3a14 14 0 0 1 0 18", "M12 3a14 14 0 0 0 0 18"]);
export const PhoneIcon = make([
  "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z",
]);
export const RecycleIcon = make([
  "M7 19H4.8a1.8 1.8 0 0 1-1.6-2.7L5.5 12",
  "M11 19h8.2a1.8 1.8 0 0 0 1.6-2.7l-1.2-2",
  "m14 16-3 3 3 3",
  "M8.3 13.6 5.5 12l-1.6 2.8",
  "M9.3 5.7l1.1-1.9a1.8 1.8 0 0 1 3.1 0l4 7",
  "m15.5 8.5 1.6 2.8 2.8-1.6",
  "M12 2.5",
]);
