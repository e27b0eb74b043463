//===- Fnv1a.cpp - The PTX checksum of NVPTX manifests --------------------===//

#include "rope/Support/Fnv1a.h"

#include <cstdint>
#include <cstdio>

std::string rope::fnv1a64(const std::string &text) {
  uint64_t hash = 14695981039346656037ull; // the FNV-1a 64 offset basis
  for (unsigned char c : text)
    hash = (hash ^ c) * 1099511628211ull;
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx",
                static_cast<unsigned long long>(hash));
  return buffer;
}
