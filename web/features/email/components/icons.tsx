import { Icon, type IconProps } from "@chakra-ui/react";

/** Envelope icons for a message's opened state (kept in the feature: only this list shows them). */
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

export const MailClosedIcon = make(["M3 6h18v12H3z", "m3 6 9 7 9-7"]);
export const MailOpenIcon = make(["M3 10v10h18V10", "M3 10l9-6 9 6", "m3 10 9 6 9-6"]);
