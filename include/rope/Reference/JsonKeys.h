//===- JsonKeys.h - The keys of the reference's JSON objects ----*- C++ -*-===//
//
// Every key a configuration, its scaling and a positions object may hold,
// with its JSON type, default and meaning. The readers refuse any other key
// (so a misspelled "rope_theta" is an error, not theta 10000), and
// rope-reference --help prints these tables.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_REFERENCE_JSONKEYS_H
#define ROPE_REFERENCE_JSONKEYS_H

namespace rope::reference {

struct JsonKey {
  const char *name;
  const char *type;
  /// The value an absent key stands for ("required" when there is none).
  const char *defaultValue;
  const char *meaning;
};

inline constexpr JsonKey kConfigKeys[] = {
    {"head_dim", "integer", "required", "D, channels per head"},
    {"rotary_dim", "integer", "head_dim",
     "R, rotated channels (even, 2 <= R <= D)"},
    {"theta", "number", "10000", "base of the frequencies"},
    {"scaling", "object", "{\"kind\": \"default\"}",
     "frequency schedule (scaling keys below)"},
    {"pairing", "string", "\"half\"", "half or interleaved"},
    {"partial", "string", "\"leading\"",
     "where the R channels lie: leading, offset or proportional"},
    {"rotary_offset", "integer", "0", "first rotated channel (offset)"},
    {"position_scale", "number", "1", "multiplier of every position"},
    {"inverse", "boolean", "false", "rotate by minus the angle"},
};

/// A key holds for the kinds its meaning names; the others ignore it.
inline constexpr JsonKey kScalingKeys[] = {
    {"kind", "string", "required",
     "default, linear, ntk, dynamic, yarn, llama3, longrope or custom"},
    {"factor", "number", "1", "linear, dynamic, yarn, llama3, longrope"},
    {"alpha", "number", "1", "ntk"},
    {"original_max", "integer", "0",
     "dynamic, yarn, llama3, longrope: original context length"},
    {"beta_fast", "number", "32", "yarn: fast boundary of the ramp"},
    {"beta_slow", "number", "1", "yarn: slow boundary of the ramp"},
    {"truncate", "boolean", "true", "yarn: round the ramp boundaries"},
    {"mscale", "number", "none", "yarn: mscale numerator coefficient"},
    {"mscale_all_dim", "number", "none",
     "yarn: mscale denominator coefficient"},
    {"attention_factor", "number", "from the schedule",
     "yarn, longrope, custom: explicit attention factor"},
    {"low_freq_factor", "number", "1", "llama3"},
    {"high_freq_factor", "number", "4", "llama3"},
    {"short_factor", "array of numbers", "required",
     "longrope: per-pair factors while S_total <= original_max"},
    {"long_factor", "array of numbers", "required",
     "longrope: per-pair factors once S_total > original_max"},
    {"freqs", "array of numbers", "required",
     "custom: inverse frequency of each pair"},
};

inline constexpr JsonKey kPositionsKeys[] = {
    {"kind", "string", "\"offset\"", "offset, batch_offsets or explicit"},
    {"offset", "integer", "0", "offset: position of the first token"},
    {"values", "array of integers", "required",
     "batch_offsets: one offset per batch row; explicit: the positions, "
     "[S] or [B, S] flattened"},
    {"per_batch", "boolean", "false", "explicit: the values are [B, S]"},
};

} // namespace rope::reference

#endif // ROPE_REFERENCE_JSONKEYS_H
