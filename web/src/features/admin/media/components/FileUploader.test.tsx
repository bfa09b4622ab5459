import type { MediaFile } from "@lorawan/contracts/media";
import { useQuery } from "@tanstack/react-query";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toaster } from "~/components/ui/toaster";
import { renderWithProviders } from "~/test/render";
import { adminMediaQueryKey } from "../api/adminMedia";
import { FileUploader } from "./FileUploader";

const uploaded: MediaFile = {
  id: "m1",
  filename: "probe.png",
  originalName: "probe.png",
  size: 3,
  mimeType: "image/png",
  category: "image",
  url: "/api/images/media/probe.png",
  thumbnailUrl: null,
  uploadedAt: "2026-11-22T10:00:00.000Z",
  uploadedBy: "admin@example.com",
  createdAt: "2026-11-22T10:00:00.000Z",
  updatedAt: "2026-11-22T10:00:00.000Z",
};

/** Answers the upload with 200 and the file, as the function does. */
class UploadAnswered {
  status = 200;
  response: unknown = { file: uploaded };
  statusText = "OK";
  withCredentials = false;
  responseType = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  send() {
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 } as ProgressEvent);
      this.onload?.();
    });
  }
}

/** The media list on screen, whose request after the first answer never comes back. */
let listCalls = 0;
function SlowMediaList() {
  const { data } = useQuery({ queryKey: adminMediaQueryKey, queryFn: () => (listCalls++ === 0 ? Promise.resolve([]) : new Promise<never>(() => {})) });
  return <p>{data ? "listed" : "listing"}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe("FileUploader", () => {
  it("says 'Upload successful!' and hands the file back while the media list is still refreshing", async () => {
    vi.stubGlobal("XMLHttpRequest", UploadAnswered);
    const onUploaded = vi.fn();
    renderWithProviders(
      <>
        <SlowMediaList />
        <FileUploader onUploaded={onUploaded} />
      </>,
    );
    await screen.findByText("listed");
    fireEvent.change(screen.getByLabelText("File to upload"), { target: { files: [new File(["png"], "probe.png", { type: "image/png" })] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));

    expect(await screen.findByText("Upload successful!")).toBeInTheDocument();
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith(uploaded), { timeout: 3000 });
  });

  it("refuses a file over 10 MB before anything is sent, with the reason", () => {
    const send = vi.fn();
    vi.stubGlobal(
      "XMLHttpRequest",
      class extends UploadAnswered {
        override send = send;
      },
    );
    renderWithProviders(<FileUploader onUploaded={vi.fn()} />);
    const big = new File(["x"], "huge.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText("File to upload"), { target: { files: [big] } });
    expect(screen.getByRole("alert")).toHaveTextContent("This file is 11 MB; files up to 10 MB can be uploaded. Choose a smaller file.");
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
    // A byte over the limit rounds to "10 MB": its size is given in bytes instead.
    const justOver = new File(["x"], "just-over.png", { type: "image/png" });
    Object.defineProperty(justOver, "size", { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText("File to upload"), { target: { files: [justOver] } });
    expect(screen.getByRole("alert")).toHaveTextContent("This file is 10,485,761 bytes; files up to 10 MB can be uploaded.");
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a file it refuses, not 'try again'", async () => {
    vi.stubGlobal(
      "XMLHttpRequest",
      class extends UploadAnswered {
        override status = 415;
        override response: unknown = { message: "Only images (PNG, JPEG, GIF, WebP) and PDF documents can be uploaded" };
      },
    );
    renderWithProviders(<FileUploader onUploaded={vi.fn()} />);
    fireEvent.change(screen.getByLabelText("File to upload"), { target: { files: [new File(["text"], "notes.txt", { type: "text/plain" })] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Upload failed: Only images (PNG, JPEG, GIF, WebP) and PDF documents can be uploaded");
  });

  it("offline, says at once that an upload needs the connection and sends nothing (issue 21)", () => {
    const send = vi.fn();
    vi.stubGlobal(
      "XMLHttpRequest",
      class extends UploadAnswered {
        override send = send;
      },
    );
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      renderWithProviders(<FileUploader onUploaded={vi.fn()} />);
      fireEvent.change(screen.getByLabelText("File to upload"), { target: { files: [new File(["png"], "probe.png", { type: "image/png" })] } });
      fireEvent.click(screen.getByRole("button", { name: "Upload" }));
      expect(toaster.getVisibleToasts().map((toast) => toast.description)).toEqual([
        "Upload failed: You are offline. This needs the connection, so nothing was sent or queued; try again once you are back online.",
      ]);
      expect(send).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
      toaster.remove();
    }
  });
});
