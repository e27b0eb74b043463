//===- Fnv1a.h - The PTX checksum of NVPTX manifests -------------*- C++ -*-===//
//
// rope-compile writes it into the manifest (`ptx_fnv1a64`); rope-run-gpu
// and the Python CUDA launcher check the PTX they load against it.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_SUPPORT_FNV1A_H
#define ROPE_SUPPORT_FNV1A_H

#include <string>

namespace rope {

/// FNV-1a 64 of `text` as 16 lowercase hex digits.
std::string fnv1a64(const std::string &text);

} // namespace rope

#endif // ROPE_SUPPORT_FNV1A_H
