/** How often the serving tab (and the Node mock server) runs the scheduled jobs due in real time. */
export const SCHEDULER_TICK_MS = 60_000
/** A serving tab's first run, this long after it starts serving. */
export const FIRST_RUN_DELAY_MS = 1_000
