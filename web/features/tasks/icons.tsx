import { Icon, type IconProps } from "@chakra-ui/react";

/** The drawer's few stroke icons (same 24-unit grid as web/components/icons.tsx). */
const make = (d: string[]) => {
  const Component = (props: IconProps) => (
    <Icon boxSize="4" {...props} asChild>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {d.map((p) => (
          <path key={p} d={p} />
        ))}
      </svg>
    </Icon>
  );
  return Component;
};

export const TasksIcon = make(["M9 11l3 3 8-8", "M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9"]);
export const ClockAlertIcon = make(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 7v5l3 2"]);
export const TrashIcon = make(["M3 6h18", "M8 6V4h8v2", "M6 6l1 15h10l1-15"]);
