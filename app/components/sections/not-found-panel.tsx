import { Link } from "react-router";
import { Icon } from "../ui/icon";
import { Button } from "../ui/button";
import { Container } from "../ui/container";

/** The body of every "not found" state: the generic 404 page and the unknown service/project pages. */
export function NotFoundPanel({
  code,
  title,
  message,
  linkTo,
  linkLabel,
  icon = <Icon name="House" aria-hidden="true" />,
}: {
  code?: string;
  title: string;
  message: string;
  linkTo: string;
  linkLabel: string;
  icon?: React.ReactNode;
}) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      {code ? (
        <p aria-hidden="true" className="text-7xl font-black tracking-tight text-signal-700 sm:text-8xl">
          {code}
        </p>
      ) : null}
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {code ? <span className="sr-only">{code}: </span> : null}
        {title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{message}</p>
      <Button asChild className="mt-8">
        <Link to={linkTo}>
          {icon}
          {linkLabel}
        </Link>
      </Button>
    </Container>
  );
}
