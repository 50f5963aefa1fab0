/** Premium webinars (issue 34), for routes: the Webinars page. */
export { WebinarsPage } from './webinars-page'
export type { WebinarsTab } from './webinar-rules'
