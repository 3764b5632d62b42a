import { Flex, IconButton } from "@chakra-ui/react";
import { StarIcon } from "../../../../components/icons";

/** Company score as 0–5 stars: a radio group; choosing the current star again clears it to 0. */
export function ScoreStars({
  value,
  onChange,
  label,
  starLabel,
}: {
  value: number;
  onChange: (v: number) => void;
  label: string;
  starLabel: (n: number) => string;
}) {
  return (
    <Flex role="radiogroup" aria-label={label} gap="0.5" data-testid="score-stars" data-value={value}>
      {[1, 2, 3, 4, 5].map((n) => (
        <IconButton
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={starLabel(n)}
          variant="ghost"
          size="sm"
          color={n <= value ? "orange.500" : "fg.subtle"}
          onClick={() => onChange(value === n ? 0 : n)}
          data-testid={`star-${n}`}
        >
          <StarIcon fill={n <= value ? "currentColor" : "none"} />
        </IconButton>
      ))}
    </Flex>
  );
}
