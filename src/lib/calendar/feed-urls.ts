/** The forms of one feed address the subscription screen and the project actions offer (api/routes/calendar/README.md, The calendar feed and api/routes/projects/README.md, A project's calendar link). */
export type FeedUrls = { https: string; webcal: string; google: string };

/**
 * From the app's origin and the feed's path: the https address (any calendar app's "subscribe by
 * URL"), the webcal:// form (a tap opens the phone's calendar app) and Google Calendar's
 * render?cid= link, which subscribes a signed-in Google user in one step.
 */
export function feedUrls(origin: string, feedPath: string): FeedUrls {
  const https = new URL(feedPath, origin).toString();
  const webcal = https.replace(/^https?:\/\//, 'webcal://');
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  };
}
