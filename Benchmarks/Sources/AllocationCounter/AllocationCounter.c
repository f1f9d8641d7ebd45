// Counts heap bytes by replacing glibc's allocation functions in the executable, which glibc
// supports ("Replacing malloc" in its manual): the executable's definitions take precedence for
// every library, the Swift runtime included. Each replacement forwards to glibc's own allocator
// (its exported __libc_* entry points), so blocks stay interchangeable with glibc's and
// malloc_usable_size works on all of them. Counting is one relaxed load per call while off.
//
// Elsewhere (macOS links allocations through two-level namespaces, where defining malloc in the
// executable replaces nothing) the counter reports itself unavailable and the memory goals are
// skipped.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static atomic_int counting;
static atomic_llong live;
static atomic_llong peak;

static void count(int64_t bytes) {
    long long now = atomic_fetch_add_explicit(&live, bytes, memory_order_relaxed) + bytes;
    long long highest = atomic_load_explicit(&peak, memory_order_relaxed);
    while (now > highest
           && !atomic_compare_exchange_weak_explicit(&peak, &highest, now, memory_order_relaxed,
                                                     memory_order_relaxed)) {
    }
}

static inline int isCounting(void) {
    return atomic_load_explicit(&counting, memory_order_relaxed);
}

static inline void *allocated(void *pointer) {
    if (pointer != NULL && isCounting()) count((int64_t)malloc_usable_size(pointer));
    return pointer;
}

void *malloc(size_t size) { return allocated(__libc_malloc(size)); }
void *calloc(size_t count, size_t size) { return allocated(__libc_calloc(count, size)); }
void *memalign(size_t alignment, size_t size) { return allocated(__libc_memalign(alignment, size)); }
void *aligned_alloc(size_t alignment, size_t size) { return allocated(__libc_memalign(alignment, size)); }
void *valloc(size_t size) { return allocated(__libc_valloc(size)); }
void *pvalloc(size_t size) { return allocated(__libc_pvalloc(size)); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = allocated(__libc_memalign(alignment, size));
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void free(void *pointer) {
    if (pointer != NULL && isCounting()) count(-(int64_t)malloc_usable_size(pointer));
    __libc_free(pointer);
}

void *realloc(void *pointer, size_t size) {
    int64_t before = pointer != NULL && isCounting() ? (int64_t)malloc_usable_size(pointer) : 0;
    void *moved = __libc_realloc(pointer, size);
    // glibc frees the block and answers NULL for a size of zero; NULL otherwise means failure,
    // and the old block is still there.
    if (moved == NULL && (size != 0 || pointer == NULL)) return NULL;
    if (isCounting()) count((moved != NULL ? (int64_t)malloc_usable_size(moved) : 0) - before);
    return moved;
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    size_t bytes;
    if (__builtin_mul_overflow(count, size, &bytes)) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(pointer, bytes);
}

int allocation_counter_is_available(void) { return 1; }

void allocation_counter_start(void) {
    atomic_store(&live, 0);
    atomic_store(&peak, 0);
    atomic_store(&counting, 1);
}

int64_t allocation_counter_stop(void) {
    atomic_store(&counting, 0);
    return atomic_load(&peak);
}

#else

int allocation_counter_is_available(void) { return 0; }
void allocation_counter_start(void) {}
int64_t allocation_counter_stop(void) { return 0; }

#endif
