/** How often the serving tab (and the Node mock server) runs the scheduled jobs due in real time. */
export const SCHEDULER_TICK_MS = 60_000
