// Peak heap use of a stretch of code, for the memory goals of the benchmarks.
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Non-zero where this process's allocations are counted (Linux with glibc); elsewhere the other
/// functions do nothing and report zero.
int allocation_counter_is_available(void);

/// Starts counting from zero: from now on every block allocated adds its usable size to the live
/// count, every block freed subtracts its own (blocks from before the start included, so freeing
/// one can take the count below zero), and the highest live count is kept.
void allocation_counter_start(void);

/// Stops counting and returns the highest live count since the start, in bytes: the most heap
/// memory the code in between held at once beyond what was allocated before it.
int64_t allocation_counter_stop(void);

#endif
