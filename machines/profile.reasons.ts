/** Why the profile routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** A person's profile that does not exist or is not the caller's to see. */
  'PROFILE_NOT_FOUND',
  'PROFILE_PICTURE_NOT_FOUND',
  /** profilePicture refuses approve / reject: the picture was already approved or rejected. */
  'PROFILE_PICTURE_ALREADY_DECIDED',
  /** An upload that is not a JPEG, PNG or WebP image (checked by its content). */
  'PROFILE_PICTURE_NOT_AN_IMAGE',
  /** An upload larger than 10 MB. */
  'PROFILE_PICTURE_TOO_LARGE',
  /** A time zone that is not an IANA zone name. */
  'TIME_ZONE_INVALID',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    profile: (typeof reasons)[number];
  }
}
