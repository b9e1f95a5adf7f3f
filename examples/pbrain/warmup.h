/* SPDX-License-Identifier: MIT */
/* Building the library's per-rule tables before the turn clock runs. */
#ifndef PBRAIN_WARMUP_H
#define PBRAIN_WARMUP_H

/* Once per process (later calls return at once); from the main thread. */
void pb_warm_up(void);

#endif
