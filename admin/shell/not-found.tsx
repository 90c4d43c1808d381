import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { Container } from "../../app/components/ui/container";
import { ApiError } from "./api";
import { PageTitle } from "../ui/page-title";

function Message({ title, text, detail }: { title: string; text: string; detail?: string }) {
  return (
    <Container className="pt-6">
      <PageTitle>{title}</PageTitle>
      <p className="mt-2 text-muted">{text}</p>
      {detail ? <p className="mt-2 text-muted">{detail}</p> : null}
      <Link to="/admin" className="mt-4 inline-flex min-h-11 items-center font-semibold text-navy-700 underline">
        Back to all leads
      </Link>
    </Container>
  );
}

export function NotFoundPage() {
  return <Message title="Page not found" text="There is no dashboard page at this address." />;
}

/**
 * A lead that was deleted (or a mistyped number) says so, and so does a website page opened by a staff account (403,
 * docs/decisions/012-owner-editing.md); anything else asks for a reload, with what the server said (and the reference
 * of an error on its side).
 */
export function RouteError() {
  const error = useRouteError();
  const website = useLocation().pathname.startsWith("/admin/site");
  if (
    !website &&
    ((error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404))
  )
    return <Message title="Lead not found" text="This lead does not exist. It may have been deleted." />;
  if (error instanceof ApiError && error.status === 403)
    return <Message title="Not for this account" text="Only the owner's account can open this page." />;
  return (
    <Message
      title="Something went wrong"
      text="The dashboard could not load this page. Reload to try again."
      detail={error instanceof Error ? error.message : undefined}
    />
  );
}
