import { useEffect, useRef } from "react";
import { Icon } from "../../app/components/ui/icon";
import { SmallButton } from "../ui/small-button";

/**
 * Move an item up or down its list, by keyboard or tap (no dragging). Focus stays on the button pressed as the item
 * moves, or goes to the other one once the item reaches the top or the bottom.
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  /** The item, in words, for the buttons' names ("Move Tama W. up"). */
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);
  useEffect(() => {
    if (pressed.current === null) return;
    const [wanted, other] = pressed.current === -1 ? [up.current, down.current] : [down.current, up.current];
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    pressed.current = null;
  }, [index]);
  const move = (by: -1 | 1) => {
    pressed.current = by;
    onMove(by);
  };
  return (
    <>
      <SmallButton ref={up} disabled={index === 0} aria-label={`Move ${name} up`} onClick={() => move(-1)}>
        <Icon name="ChevronDown" className="rotate-180" />
        Up
      </SmallButton>
      <SmallButton ref={down} disabled={index === count - 1} aria-label={`Move ${name} down`} onClick={() => move(1)}>
        <Icon name="ChevronDown" />
        Down
      </SmallButton>
    </>
  );
}
