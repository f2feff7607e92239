export function Difficulty({ value }: { value: number }) {
  const v = Math.max(1, Math.min(5, Math.round(value)));
  return (
    <span className="difficulty">
      <span className="difficulty__dots" aria-hidden="true">
        {"●".repeat(v)}
        {"○".repeat(5 - v)}
      </span>{" "}
      Difficulty {v} of 5
    </span>
  );
}
