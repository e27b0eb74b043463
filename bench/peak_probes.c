/* The machine's compute peaks for the benchmarks, each at the widest unit
 * the CPU has, chosen at run time from CPUID (so the build flags cannot
 * narrow it):
 *   peak_probes fma ITERS REPEATS  f32 FMA peak: 512-bit FMAs where
 *                                  AVX-512F exists, else 256-bit (AVX2+FMA)
 *   peak_probes bf16dot ITERS REPEATS  bf16 peak of 512-bit vdpbf16ps
 *                                  (AVX512-BF16; f32 accumulation); where
 *                                  it is missing it prints why and exits 3
 *   peak_probes amx ITERS REPEATS  bf16 peak of AMX tdpbf16ps (f32
 *                                  accumulation); where AMX-BF16 is missing
 *                                  it prints why and exits 3
 * Threads follow OMP_NUM_THREADS; each prints one JSON object (min and
 * median seconds, GFLOP/s). Build: clang -O2 -fopenmp peak_probes.c. */
#include <cpuid.h>
#include <immintrin.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

struct features {
  int avx2, fma, avx512f, avx512_bf16, amx_tile, amx_bf16;
};

static struct features cpu_features(void) {
  struct features f = {0};
  unsigned a, b, c, d;
  if (__get_cpuid_count(1, 0, &a, &b, &c, &d))
    f.fma = (c >> 12) & 1;
  if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) {
    f.avx2 = (b >> 5) & 1;
    f.avx512f = (b >> 16) & 1;
    f.amx_bf16 = (d >> 22) & 1;
    f.amx_tile = (d >> 24) & 1;
  }
  if (__get_cpuid_count(7, 1, &a, &b, &c, &d))
    f.avx512_bf16 = (a >> 5) & 1;
  return f;
}

static int cmp(const void *x, const void *y) {
  double u = *(const double *)x, v = *(const double *)y;
  return (u > v) - (u < v);
}

/* Each probe's body runs on one thread; the OpenMP region stays outside
 * it, in code compiled without the probe's target features. */
static float on_every_thread(float (*body)(long), long iters) {
  float sink = 0.0f;
#pragma omp parallel reduction(+ : sink)
  sink += body(iters);
  return sink;
}

/* Times REPEATS calls of body(iters) after two warm-ups and prints the
 * probe's JSON line. */
static void time_probe(const char *kernel, int vector_bits, double flops_per_iter,
                       long iters, int repeats, float (*body)(long)) {
  double *t = malloc(sizeof(double) * repeats);
  float sink = 0.0f;
  for (int r = -2; r < repeats; ++r) {
    double start = omp_get_wtime();
    sink += on_every_thread(body, iters);
    if (r >= 0)
      t[r] = omp_get_wtime() - start;
  }
  qsort(t, repeats, sizeof(double), cmp);
  double flops = flops_per_iter * (double)iters * omp_get_max_threads();
  printf("{\"kernel\": \"%s\", \"threads\": %d, \"vector_bits\": %d, \"flops\": %.0f, "
         "\"min_s\": %.9f, \"median_s\": %.9f, \"gflops_min\": %.3f, "
         "\"gflops_median\": %.3f, \"sink\": %g}\n",
         kernel, omp_get_max_threads(), vector_bits, flops, t[0], t[repeats / 2],
         flops / t[0] / 1e9, flops / t[repeats / 2] / 1e9, (double)(sink != 0.0f));
  free(t);
}

/* Independent accumulators enough to cover FMA latency x ports (4 x 2 on
 * current x86 cores) within the 16 registers of AVX2. */
#define ACCUMULATORS 12

/* One thread's FMA loop on LANES-wide f32 vectors, compiled for TARGET. */
#define FMA_PROBE(NAME, TARGET, LANES)                                        \
  typedef float NAME##_vec __attribute__((vector_size(LANES * sizeof(float)))); \
  __attribute__((target(TARGET))) static float NAME(long iters) {           \
    NAME##_vec acc[ACCUMULATORS], m, c;                                     \
    for (int l = 0; l < LANES; ++l) {                                       \
      m[l] = 0.9999f;                                                       \
      c[l] = 1e-4f;                                                         \
    }                                                                       \
    for (int a = 0; a < ACCUMULATORS; ++a)                                  \
      for (int l = 0; l < LANES; ++l)                                       \
        acc[a][l] = (float)a;                                               \
    for (long i = 0; i < iters; ++i)                                        \
      for (int a = 0; a < ACCUMULATORS; ++a)                                \
        acc[a] = __builtin_elementwise_fma(acc[a], m, c);                   \
    float sink = 0.0f;                                                      \
    for (int a = 0; a < ACCUMULATORS; ++a)                                  \
      for (int l = 0; l < LANES; ++l)                                       \
        sink += acc[a][l];                                                  \
    return sink;                                                            \
  }

FMA_PROBE(fma512, "avx512f", 16)
FMA_PROBE(fma256, "avx2,fma", 8)

/* One thread's vdpbf16ps loop: each adds the products of 16 bf16 pairs
 * to 16 f32 lanes (64 flops), ACCUMULATORS independent chains. */
__attribute__((target("avx512f,avx512bf16"))) static float bf16_dot(long iters) {
  __m512 acc[ACCUMULATORS];
  for (int a = 0; a < ACCUMULATORS; ++a)
    acc[a] = _mm512_set1_ps((float)a);
  /* Pairs of bf16 1/256 and 1/512: the sums stay finite for any ITERS. */
  __m512bh x = (__m512bh)_mm512_set1_epi32(0x3b803b00);
  __m512bh y = (__m512bh)_mm512_set1_epi32(0x3b803b00);
  for (long i = 0; i < iters; ++i)
    for (int a = 0; a < ACCUMULATORS; ++a)
      acc[a] = _mm512_dpbf16_ps(acc[a], x, y);
  __m512 sum = acc[0];
  for (int a = 1; a < ACCUMULATORS; ++a)
    sum = _mm512_add_ps(sum, acc[a]);
  return _mm512_reduce_add_ps(sum);
}

/* AMX: Linux hands out the tile state only on request, per process. */
#define ARCH_REQ_XCOMP_PERM 0x1023
#define XFEATURE_XTILEDATA 18

/* Tile configuration (palette 1): tiles 0-3 accumulate 16 x 16 f32, tiles
 * 4-5 hold A (16 rows x 32 bf16), tiles 6-7 B (16 rows of 16 bf16 pairs). */
struct tile_config {
  unsigned char palette, start_row, reserved[14];
  unsigned short colsb[16];
  unsigned char rows[16];
};

__attribute__((target("amx-tile,amx-bf16"))) static float amx_bf16(long iters) {
  float sink = 0.0f;
  {
    struct tile_config config;
    memset(&config, 0, sizeof config);
    config.palette = 1;
    for (int t = 0; t < 8; ++t) {
      config.rows[t] = 16;
      config.colsb[t] = 64;
    }
    static const unsigned short ones[16 * 32] = {[0 ... 511] = 0x3f80}; /* bf16 1.0 */
    float out[16 * 16];
    _tile_loadconfig(&config);
    _tile_zero(0);
    _tile_zero(1);
    _tile_zero(2);
    _tile_zero(3);
    _tile_loadd(4, ones, 64);
    _tile_loadd(5, ones, 64);
    _tile_loadd(6, ones, 64);
    _tile_loadd(7, ones, 64);
    for (long i = 0; i < iters; ++i) {
      _tile_dpbf16ps(0, 4, 6);
      _tile_dpbf16ps(1, 4, 7);
      _tile_dpbf16ps(2, 5, 6);
      _tile_dpbf16ps(3, 5, 7);
    }
    _tile_stored(0, out, 64);
    sink += out[0];
    _tile_release();
  }
  return sink;
}

static int request_amx(void) {
  return syscall(SYS_arch_prctl, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA) == 0;
}

int main(int argc, char **argv) {
  struct features f = cpu_features();
  if (argc != 4) {
    fprintf(stderr, "usage: peak_probes fma|bf16dot|amx ITERS REPEATS\n");
    return 2;
  }
  long iters = atol(argv[2]);
  int repeats = atoi(argv[3]);
  if (iters < 1 || repeats < 1) {
    fprintf(stderr, "peak_probes: ITERS and REPEATS must be at least 1\n");
    return 2;
  }
  if (!strcmp(argv[1], "fma")) {
    if (f.avx512f)
      time_probe("fma", 512, 2.0 * 16 * ACCUMULATORS, iters, repeats, fma512);
    else if (f.avx2 && f.fma)
      time_probe("fma", 256, 2.0 * 8 * ACCUMULATORS, iters, repeats, fma256);
    else {
      fprintf(stderr, "peak_probes: no AVX2+FMA on this CPU\n");
      return 3;
    }
    return 0;
  }
  if (!strcmp(argv[1], "bf16dot")) {
    if (!f.avx512f || !f.avx512_bf16) {
      fprintf(stderr, "peak_probes: this CPU has no AVX512-BF16\n");
      return 3;
    }
    time_probe("bf16_dot", 512, 2.0 * 32 * ACCUMULATORS, iters, repeats, bf16_dot);
    return 0;
  }
  if (!strcmp(argv[1], "amx")) {
    if (!f.amx_tile || !f.amx_bf16) {
      fprintf(stderr, "peak_probes: this CPU has no AMX-BF16\n");
      return 3;
    }
    if (!request_amx()) {
      fprintf(stderr, "peak_probes: Linux refused the AMX tile state "
                      "(arch_prctl ARCH_REQ_XCOMP_PERM)\n");
      return 3;
    }
    /* Per iteration 4 tdpbf16ps of 16 x 16 x 32 multiply-adds. */
    time_probe("amx_bf16", 0, 4 * 2.0 * 16 * 16 * 32, iters, repeats, amx_bf16);
    return 0;
  }
  fprintf(stderr, "peak_probes: unknown mode '%s'\n", argv[1]);
  return 2;
}
