/* Native peers for the CPU benchmark, timed in the same way as rope-run.
 * Build with -O3 -fno-slp-vectorize: copy and update vectorize, the RoPE
 * loop stays scalar (pragma).
 *   native_peers copy   BYTES  REPEATS   STREAM-like copy        b[i] = a[i]
 *   native_peers update BYTES  REPEATS   in-place update         a[i] = s*a[i]
 *   native_peers scalar PAIRING S HQ HKV D REPEATS   plain scalar RoPE loop
 *   native_peers fma    ITERS  REPEATS   f32 FMA peak: independent vector
 *                                        accumulators, no memory traffic
 *   native_peers read ORDER S HKV D BLOCK REPEATS [PREFETCH]   the K and V
 *                                        reads of a decode over an f32 bshd
 *                                        cache, no arithmetic but sums: ORDER
 *                                        heads (the kernel's: per block of
 *                                        BLOCK keys, each kv head's K rows
 *                                        then V rows, the next block's rows
 *                                        prefetched in the plan's
 *                                        prefetch_order PREFETCH, heads or
 *                                        address) or address (each block's
 *                                        K, then its V, in address order)
 * Buffers are written once before timing (pre-faulted); threads follow
 * OMP_NUM_THREADS. Prints one JSON object: min and median seconds and GB/s
 * of logical traffic (bytes read + bytes written), or GFLOP/s for fma. */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double now(void) { return omp_get_wtime(); }

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void report(const char *what, double *t, int n, double bytes) {
  qsort(t, n, sizeof(double), cmp);
  printf("{\"kernel\": \"%s\", \"threads\": %d, \"bytes\": %.0f, \"min_s\": %.9f, "
         "\"median_s\": %.9f, \"gbps_min\": %.3f, \"gbps_median\": %.3f}\n",
         what, omp_get_max_threads(), bytes, t[0], t[n / 2], bytes / t[0] / 1e9,
         bytes / t[n / 2] / 1e9);
}

static float *buffer(size_t n, float v) {
  float *p = aligned_alloc(64, (n * sizeof(float) + 63) / 64 * 64);
#pragma omp parallel for schedule(static)
  for (size_t i = 0; i < n; ++i) /* first touch by the threads that use it */
    p[i] = v + (float)(i % 7);
  return p;
}

/* The usual float32 RoPE: angles p * f_i in float32, a cos/sin cache [S, n]. */
static void scalar_rope(float *x, int s, int h, int d, int interleaved,
                        const float *cosT, const float *sinT) {
  int n = d / 2;
#pragma omp parallel for schedule(static)
  for (int t = 0; t < s; ++t)
    for (int head = 0; head < h; ++head) {
      float *row = x + ((size_t)t * h + head) * d;
#pragma clang loop vectorize(disable) interleave(disable)
      for (int i = 0; i < n; ++i) {
        int u = interleaved ? 2 * i : i, v = interleaved ? 2 * i + 1 : i + n;
        float c = cosT[t * n + i], sn = sinT[t * n + i];
        float a = row[u], b = row[v];
        row[u] = a * c - b * sn;
        row[v] = b * c + a * sn;
      }
    }
}

/* Sums of the 64-byte lines of one row of `d` floats into `acc`. */
typedef float line_vec __attribute__((vector_size(64)));
static void read_row(const float *row, int d, line_vec *acc) {
  for (int c = 0; c < d; c += 16)
    acc[(c / 16) % 4] += *(const line_vec *)(row + c);
}

static void prefetch_row(const float *row, int d) {
  for (int c = 0; c < d; c += 16)
    __builtin_prefetch(row + c, 0, 2);
}

/* Reads k and v ([s, hkv, d]) as a decode's work items would, each thread
 * its own contiguous range of keys; returns a sum that keeps them alive.
 * Head by head, the rows of the block ahead are prefetched as the plan's
 * prefetch_order says: each kv head's pass its own (heads), or together
 * in address order, pass h at key j row h * block + j of the next block
 * counted key by key (address). */
static float decode_read(const float *k, const float *v, int s, int hkv, int d,
                         int block, int by_heads, int prefetch_by_address) {
  float sink = 0.0f;
#pragma omp parallel reduction(+ : sink)
  {
    line_vec acc[4] = {{0}};
    int threads = omp_get_num_threads(), me = omp_get_thread_num();
    int first = (int)((long)s * me / threads), end = (int)((long)s * (me + 1) / threads);
    size_t rowStride = (size_t)hkv * d;
    const float *kv[2] = {k, v};
    for (int b = first; b < end; b += block) {
      int count = b + block < end ? block : end - b;
      for (int h = 0; h < (by_heads ? hkv : 1); ++h)
        for (int x = 0; x < 2; ++x)
          for (int j = 0; j < count; ++j) {
            const float *row = kv[x] + (b + j) * rowStride;
            if (!by_heads) {
              read_row(row, hkv * d, acc);
              continue;
            }
            int slot = prefetch_by_address ? h * block + j : j;
            int head = prefetch_by_address ? slot % hkv : h;
            int ahead = b + block + (prefetch_by_address ? slot / hkv : j);
            ahead = ahead < s ? ahead : s - 1;
            prefetch_row(kv[x] + ahead * rowStride + (size_t)head * d, d);
            read_row(row + (size_t)h * d, d, acc);
          }
    }
    for (int a = 0; a < 4; ++a)
      for (int l = 0; l < 16; ++l)
        sink += acc[a][l];
  }
  return sink;
}

/* Enough independent accumulators to cover FMA latency x FMA ports (4 x 2
 * on current x86 cores) while staying in the 16 vector registers of AVX2. */
#if defined(__AVX512F__)
#define FMA_LANES 16
#else
#define FMA_LANES 8
#endif
#define FMA_ACCUMULATORS 12
typedef float fma_vec __attribute__((vector_size(FMA_LANES * sizeof(float))));

/* Runs ITERS rounds of FMA_ACCUMULATORS independent a = a * m + c on every
 * thread; returns a sum that keeps the results alive. */
static float fma_loop(long iters) {
  float sink = 0.0f;
#pragma omp parallel reduction(+ : sink)
  {
    fma_vec acc[FMA_ACCUMULATORS], m, c;
    for (int l = 0; l < FMA_LANES; ++l) {
      m[l] = 0.9999f;
      c[l] = 1e-4f * (float)(l + 1);
    }
    for (int a = 0; a < FMA_ACCUMULATORS; ++a)
      for (int l = 0; l < FMA_LANES; ++l)
        acc[a][l] = (float)(a + l);
    for (long i = 0; i < iters; ++i) {
#pragma clang loop unroll(full)
      for (int a = 0; a < FMA_ACCUMULATORS; ++a)
        acc[a] = __builtin_elementwise_fma(acc[a], m, c);
    }
    for (int a = 0; a < FMA_ACCUMULATORS; ++a)
      for (int l = 0; l < FMA_LANES; ++l)
        sink += acc[a][l];
  }
  return sink;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: native_peers copy|update BYTES REPEATS | scalar "
                    "half|interleaved S HQ HKV D REPEATS | fma ITERS REPEATS | "
                    "read heads|address S HKV D BLOCK REPEATS [PREFETCH]\n");
    return 2;
  }
  if (!strcmp(argv[1], "copy") || !strcmp(argv[1], "update")) {
    size_t n = strtoull(argv[2], 0, 10) / sizeof(float);
    int repeats = atoi(argv[3]);
    float *a = buffer(n, 1.0f), *b = buffer(n, 2.0f);
    double *t = malloc(sizeof(double) * repeats);
    int copy = !strcmp(argv[1], "copy");
    for (int r = -2; r < repeats; ++r) {
      double start = now();
      if (copy) {
#pragma omp parallel for schedule(static)
        for (size_t i = 0; i < n; ++i)
          b[i] = a[i];
      } else {
#pragma omp parallel for schedule(static)
        for (size_t i = 0; i < n; ++i)
          a[i] = 0.999f * a[i];
      }
      if (r >= 0)
        t[r] = now() - start;
    }
    report(argv[1], t, repeats, 2.0 * n * sizeof(float));
    return (int)(a[n / 2] < -1e30f); /* keep the stores alive */
  }
  if (!strcmp(argv[1], "read") && (argc == 8 || argc == 9)) {
    int by_heads = !strcmp(argv[2], "heads");
    int prefetch_by_address = argc == 9 && !strcmp(argv[8], "address");
    if (argc == 9 && !prefetch_by_address && strcmp(argv[8], "heads")) {
      fprintf(stderr, "native_peers read: PREFETCH is heads or address, got %s\n",
              argv[8]);
      return 2;
    }
    int s = atoi(argv[3]), hkv = atoi(argv[4]), d = atoi(argv[5]),
        block = atoi(argv[6]), repeats = atoi(argv[7]);
    size_t n = (size_t)s * hkv * d;
    float *k = buffer(n, 0.5f), *v = buffer(n, 0.25f);
    double *t = malloc(sizeof(double) * repeats);
    float sink = 0.0f;
    for (int r = -2; r < repeats; ++r) {
      double start = now();
      sink += decode_read(k, v, s, hkv, d, block, by_heads, prefetch_by_address);
      if (r >= 0)
        t[r] = now() - start;
    }
    report(by_heads ? "read-heads" : "read-address", t, repeats, 2.0 * n * sizeof(float));
    return (int)(sink < -1e30f);
  }
  if (!strcmp(argv[1], "scalar") && argc == 8) {
    int interleaved = !strcmp(argv[2], "interleaved");
    int s = atoi(argv[3]), hq = atoi(argv[4]), hkv = atoi(argv[5]),
        d = atoi(argv[6]), repeats = atoi(argv[7]), n = d / 2;
    float *q = buffer((size_t)s * hq * d, 0.5f), *k = buffer((size_t)s * hkv * d, 0.25f);
    float *cosT = malloc(sizeof(float) * s * n), *sinT = malloc(sizeof(float) * s * n);
    for (int t = 0; t < s; ++t)
      for (int i = 0; i < n; ++i) {
        float f = powf(500000.0f, -2.0f * i / d);
        cosT[t * n + i] = cosf((float)t * f);
        sinT[t * n + i] = sinf((float)t * f);
      }
    double *t = malloc(sizeof(double) * repeats);
    for (int r = -2; r < repeats; ++r) {
      double start = now();
      scalar_rope(q, s, hq, d, interleaved, cosT, sinT);
      scalar_rope(k, s, hkv, d, interleaved, cosT, sinT);
      if (r >= 0)
        t[r] = now() - start;
    }
    report(interleaved ? "scalar-interleaved" : "scalar-half", t, repeats,
           2.0 * sizeof(float) * s * (hq + hkv) * (double)d);
    return 0;
  }
  if (!strcmp(argv[1], "fma") && argc == 4) {
    long iters = atol(argv[2]);
    int repeats = atoi(argv[3]);
    double *t = malloc(sizeof(double) * repeats);
    float sink = 0.0f;
    for (int r = -2; r < repeats; ++r) {
      double start = now();
      sink += fma_loop(iters);
      if (r >= 0)
        t[r] = now() - start;
    }
    qsort(t, repeats, sizeof(double), cmp);
    double flops = 2.0 * FMA_LANES * FMA_ACCUMULATORS * (double)iters * omp_get_max_threads();
    printf("{\"kernel\": \"fma\", \"threads\": %d, \"lanes\": %d, \"flops\": %.0f, "
           "\"min_s\": %.9f, \"median_s\": %.9f, \"gflops_min\": %.3f, "
           "\"gflops_median\": %.3f}\n",
           omp_get_max_threads(), FMA_LANES, flops, t[0], t[repeats / 2],
           flops / t[0] / 1e9, flops / t[repeats / 2] / 1e9);
    return (int)(sink < -1e30f);
  }
  fprintf(stderr, "native_peers: unknown mode or arguments\n");
  return 2;
}
