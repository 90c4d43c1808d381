/** What went wrong with the last change, announced as it appears; nothing when all is well. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-2 font-medium text-red-700">
      {message}
    </p>
  );
}
