//===- ShapeCheck.cpp - Shapes of a call against its manifest -------------===//

#include "rope/Runtime/ShapeCheck.h"

namespace rope::run {

namespace {
std::string shapeText(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

std::string specText(const ValueSpec &spec) {
  std::string text = "[";
  for (size_t i = 0; i < spec.shape.size(); ++i)
    text += (i ? ", " : "") + (spec.shape[i].isDynamic()
                                   ? spec.shape[i].symbol
                                   : std::to_string(spec.shape[i].size));
  return text + "]";
}
} // namespace

std::string checkShapes(const std::vector<ShapedValue> &values) {
  // Where each symbol was first seen: tensor and axis.
  std::map<std::string, std::pair<const ShapedValue *, size_t>> seen;
  for (const ShapedValue &value : values) {
    const ValueSpec &spec = *value.spec;
    if (value.shape.size() != spec.shape.size())
      return value.what + " has shape " + shapeText(value.shape) +
             ", the manifest says " + specText(spec);
    for (size_t axis = 0; axis < spec.shape.size(); ++axis) {
      const Extent &extent = spec.shape[axis];
      int64_t size = value.shape[axis];
      if (size < 0)
        return value.what + " extent " + std::to_string(axis) + " is negative";
      if (!extent.isDynamic()) {
        if (size != extent.size)
          return value.what + " has shape " + shapeText(value.shape) +
                 ", the manifest says " + specText(spec);
        continue;
      }
      auto [it, first] = seen.try_emplace(extent.symbol, &value, axis);
      const auto &[other, otherAxis] = it->second;
      if (!first && other->shape[otherAxis] != size)
        return value.what + " extent " + std::to_string(axis) + " is " +
               std::to_string(size) + " but " + other->what + " extent " +
               std::to_string(otherAxis) + " is " +
               std::to_string(other->shape[otherAxis]) +
               ": the compiled code needs them equal (both are " +
               extent.symbol + " in the manifest)";
    }
  }
  return "";
}

std::vector<int64_t> resolveShape(const ValueSpec &spec,
                                  const std::map<std::string, int64_t> &sizes,
                                  int64_t fallback) {
  std::vector<int64_t> shape;
  for (const Extent &extent : spec.shape) {
    if (!extent.isDynamic()) {
      shape.push_back(extent.size);
      continue;
    }
    auto it = sizes.find(extent.symbol);
    shape.push_back(it == sizes.end() ? fallback : it->second);
  }
  return shape;
}

} // namespace rope::run
