//===- Tables.h - cos/sin operands of rope.apply_table ----------*- C++ -*-===//
//
// The cos and sin tables a frontend multiplies by are broadcast over its
// batch and head axes ([S, D], [1, 1, S, D], [1, S, 1, D], ...);
// rope.apply_table wants them as [rows, W].
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_RECOGNITION_ROTATION_TABLES_H
#define ROPE_LIB_RECOGNITION_ROTATION_TABLES_H

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

#include <string>

namespace mlir::rope::raise {

/// A table operand: `source` holds rows along `rowAxis` and columns along
/// `columnAxis`, every other axis has extent 1; axis `seqAxis` of the
/// rotated tensor picks the row.
struct TableView {
  Value source;
  int64_t rowAxis = 0;
  int64_t columnAxis = 0;
  int64_t seqAxis = 0;

  bool sameTable(const TableView &other) const {
    return source == other.source && rowAxis == other.rowAxis &&
           columnAxis == other.columnAxis;
  }
};

/// The rope layout string of a tensor of `rank` axes whose tokens run along
/// `seqAxis`, or "" when there is none ("sd", "bsd", "shd", "bshd", ...).
std::string layoutFor(int64_t rank, int64_t seqAxis);

/// Builds the [rows, W] form of tables once per source, right after the
/// source is defined so that every user sees it.
class TableCache {
public:
  Value get(OpBuilder &builder, const TableView &view);
  /// The ops `get` created, some perhaps left unused.
  SmallVector<Operation *> created() const;

private:
  DenseMap<Value, Value> collapsed;
};

} // namespace mlir::rope::raise

#endif // ROPE_LIB_RECOGNITION_ROTATION_TABLES_H
