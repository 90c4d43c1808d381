import { useEffect, useRef } from "react";
import { Link, useFetcher, useLoaderData } from "react-router";
import { Container } from "../../app/components/ui/container";
import { Icon } from "../../app/components/ui/icon";
import { useToast } from "../../app/components/ui/toast";
import { formatBytes } from "../../shared/forms/photos";
import { ConfirmDelete } from "../ui/confirm-delete";
import { PageTitle } from "../ui/page-title";
import { Panel } from "../ui/panel";
import { Thumbnail } from "./thumbnail";
import type { photosLoader, PhotosResult, StoredPhotos } from "./photos-actions";

type Photo = StoredPhotos["photos"][number];

const photos = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

/** What a 12 MP phone photo takes once stored with its smaller copies: about 1.5 MB (docs/decisions/012-owner-editing.md). */
const PHONE_PHOTO_BYTES = 1.5 * 1024 * 1024;

/** How much of the budget the photos take, in words and as a bar the words stand for. */
function Usage({ used, quota }: { used: number; quota: number }) {
  const share = quota > 0 ? Math.min(1, used / quota) : 1;
  return (
    <div className="mt-3">
      <p className="text-lg font-bold text-navy-900">
        {formatBytes(used)} of {formatBytes(quota)} used
      </p>
      <div aria-hidden="true" className="mt-2 h-3 overflow-hidden rounded-full bg-navy-50 ring-1 ring-line">
        <div
          className={share >= 0.9 ? "h-full bg-red-700" : "h-full bg-navy-700"}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      <p className="mt-2 max-w-prose text-sm text-muted">
        {share >= 1
          ? "There is no room for new photos: delete photos you no longer use below."
          : `Room for about ${Math.floor((quota - used) / PHONE_PHOTO_BYTES).toLocaleString("en-NZ")} more photos from a phone.`}
      </p>
    </div>
  );
}

/** A photo and its size, as each list shows it. */
function PhotoFacts({ photo }: { photo: Photo }) {
  return (
    <div className="flex min-w-0 gap-3">
      <Thumbnail src={photo.src} />
      <p className="min-w-0 text-sm text-muted">
        <span className="block font-semibold text-navy-900">{formatBytes(photo.bytes)}</span>
        {photo.width} × {photo.height} pixels
      </p>
    </div>
  );
}

/** The deletions' one fetcher: the page says how each ended after its photo has left the list. */
const DELETE_FETCHER = "photo-delete";

/**
 * A photo nothing uses, with its Delete in two steps. The list is loaded again
 * after a deletion, without that photo.
 */
function UnusedPhoto({ photo, index }: { photo: Photo; index: number }) {
  const fetcher = useFetcher<PhotosResult>({ key: DELETE_FETCHER });
  return (
    <li className="grid gap-3 rounded-xl p-3 ring-1 ring-line">
      <PhotoFacts photo={photo} />
      <ConfirmDelete
        opener={`Delete unused photo ${index + 1}…`}
        heading={<>Delete unused photo {index + 1} for good?</>}
        headingId={`delete-${photo.name}`}
        fetcher={fetcher}
        fields={{ name: photo.name }}
      >
        The photo and its smaller copies are removed from the server, {formatBytes(photo.bytes)} in all. No project or
        saved revision shows it, so the website does not change.
      </ConfirmDelete>
    </li>
  );
}

/**
 * The owner's website photos against their storage budget (docs/decisions/012-owner-editing.md, Photos): how much
 * they use, the photos nothing uses with a Delete each, and the photos kept because a saved revision or a kept
 * build shows them. Reached from the Website page.
 */
export function PhotosPage() {
  const { used, quota, photos: all } = useLoaderData<typeof photosLoader>();
  const deletion = useFetcher<PhotosResult>({ key: DELETE_FETCHER });
  const toast = useToast();
  // A deleted photo's buttons leave with it: focus goes to what the list says now, not to the page's start.
  const listTop = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (deletion.state !== "idle" || !deletion.data) return;
    if (deletion.data.error)
      toast({ title: "The photo was not deleted", description: deletion.data.error, variant: "destructive" });
    else {
      toast({ title: "Photo deleted", description: `${formatBytes(deletion.data.freed ?? 0)} freed.` });
      listTop.current?.focus();
    }
  }, [deletion.state, deletion.data, toast]);
  const unused = all.filter((photo) => photo.usedBy === null);
  const kept = all.filter((photo) => photo.usedBy !== null);
  return (
    <Container className="pt-4">
      <Link
        to="/admin/site"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-700 underline underline-offset-4"
      >
        <Icon name="ChevronLeft" className="size-5" />
        Website
      </Link>
      <PageTitle>Photos</PageTitle>
      <p className="mt-2 max-w-prose text-muted">
        The photos you added to projects are kept on the server, each with smaller copies for phones. They share its
        space with your customers&apos; quotes, so they have a limit: delete photos no project uses any more to make
        room for new ones.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <Panel id="usage-heading" title="Space used">
            <Usage used={used} quota={quota} />
          </Panel>
          <Panel id="unused-heading" title="Photos no one uses">
            {unused.length === 0 ? (
              <p ref={listTop} tabIndex={-1} className="mt-2 text-muted focus:outline-none">
                None: every photo is in a project or a saved revision.
              </p>
            ) : (
              <>
                <p ref={listTop} tabIndex={-1} className="mt-1 max-w-prose text-sm text-muted focus:outline-none">
                  {photos(unused.length)} that no project, saved revision or build shows. Deleting one cannot be undone.
                </p>
                <ul aria-label="Photos no one uses" className="mt-4 grid gap-3">
                  {unused.map((photo, index) => (
                    <UnusedPhoto key={photo.name} photo={photo} index={index} />
                  ))}
                </ul>
              </>
            )}
          </Panel>
        </div>
        <Panel id="kept-heading" title="Photos kept">
          <p className="mt-1 max-w-prose text-sm text-muted">
            A photo a saved revision or a kept build shows stays, even when no project shows it now: restoring that
            revision or rolling back to that build brings it back to the site. Older revisions and builds are cleared
            away in time, and their photos can then be deleted here.
          </p>
          {kept.length === 0 ? (
            <p className="mt-3 text-muted">None yet.</p>
          ) : (
            <ul aria-label="Photos kept" className="mt-4 grid gap-3">
              {kept.map((photo) => (
                <li key={photo.name} className="grid gap-2 rounded-xl p-3 ring-1 ring-line">
                  <PhotoFacts photo={photo} />
                  <p className="text-sm text-ink">Used by {photo.usedBy}.</p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </Container>
  );
}
