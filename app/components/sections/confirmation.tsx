import { Link } from "react-router";
import { Icon } from "../ui/icon";
import { PhoneLink } from "../common/phone-link";
import { Button } from "../ui/button";
import { Container } from "../ui/container";

/** The page a form posted without JavaScript lands on once the quote inbox has stored the quote. */
export function Confirmation({
  title,
  text,
  again,
  phone,
}: {
  title: string;
  text: string;
  again: { to: string; label: string };
  phone: string;
}) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <Icon name="CheckCircle2" aria-hidden="true" className="size-16 text-signal-700" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg">{text}</p>
      <p className="mt-2">
        Need us sooner? Call{" "}
        <PhoneLink source="confirmation" showIcon={false} className="font-bold underline underline-offset-4">
          {phone}
        </PhoneLink>
      </p>
      <Button asChild className="mt-8">
        <Link to={again.to}>{again.label}</Link>
      </Button>
    </Container>
  );
}
