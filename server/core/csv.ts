/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet. A cell that starts with = + - @, a tab or a carriage
 * return is read as a formula by Excel, LibreOffice and Google Sheets, and every visitor-typed field is attacker
 * text, so such a cell gets a leading apostrophe: the OWASP advice, which spreadsheets show as plain text. A phone
 * number written "+64 …" therefore exports as "'+64 …".
 */
export function csvCell(value: unknown): string {
  let text = String(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, with the CRLF line end RFC 4180 asks for. */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;
