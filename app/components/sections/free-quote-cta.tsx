import { Link } from "react-router";
import { Button } from "../ui/button";

/** The closing call to action of the project pages: one centred button to the quote page. */
export function FreeQuoteCta() {
  return (
    <div className="mt-12 text-center">
      <Button asChild>
        <Link to="/quote">Get Your Free Quote</Link>
      </Button>
    </div>
  );
}
