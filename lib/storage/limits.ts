/** Upload limits; client-safe for the form's hints. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";
export const VIDEO_ACCEPT = "video/mp4,video/quicktime";

export const UPLOAD_MESSAGES = {
  notImage: "Only JPEG, PNG, WebP or GIF images can be uploaded",
  notVideo: "Only MP4 or MOV videos can be uploaded",
  imageTooLarge: "Images must be 10 MB or smaller",
  videoTooLarge: "Videos must be 100 MB or smaller",
  empty: "The file is empty",
  tooManyPixels: "Images must be at most 12,000 pixels on a side",
  badName: "The file name must be a plain name, without folders",
  damaged: "The image could not be read: the file is damaged or incomplete",
  noFile: "Send the file as multipart/form-data in a field named image",
  notOwn: "You can only delete your own images",
  notApproved: "Your outfitter account must be approved before uploading",
} as const;
