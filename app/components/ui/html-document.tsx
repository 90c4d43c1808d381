/**
 * The outside of every whole page the business serves: the site's pages, the inbox's no-script form answers and the
 * dashboard's sign-in pages. Each says its language and character set and fits the phone's width the same way, so
 * these live once; `head` is the page's own head lines (title, robots, stylesheets, scripts).
 */
export function HtmlDocument({
  head,
  bodyClassName,
  children,
}: {
  head: React.ReactNode;
  bodyClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <html lang="en-NZ">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {head}
      </head>
      <body className={bodyClassName}>{children}</body>
    </html>
  );
}
