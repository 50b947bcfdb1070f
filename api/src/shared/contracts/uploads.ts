/** A stored picture, as the upload answers it. */
export interface UploadView {
  id: string;
  /** Where it is served, on this site: `/media/uploads/<id>`. */
  url: string;
  /** The type read from its bytes. */
  contentType: string;
  byteSize: number;
}
