//===- ComplexTerms.h - x * freqs_cis in the complex dialect ----*- C++ -*-===//
//
// Meta's LLaMA multiplies view_as_complex(x) by freqs_cis; JAX multiplies
// lax.complex(x[..., ::2], x[..., 1::2]) by exp(1j * angles). Imported to
// linalg, that is a complex.mul in some linalg body of a complex.create of
// x's pair components and a complex table. These matchers read such a
// product over a domain whose first `rank` dims are the pairs [..., D/2].
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_RAISE_COMPLEXTERMS_H
#define ROPE_TRANSFORMS_RAISE_COMPLEXTERMS_H

#include "BodyReads.h"
#include "Tables.h"

namespace mlir::rope::raise {

/// How freqs_cis = cos + i sin is spelled.
enum class ComplexTableForm {
  /// complex.create(cos, sin) of real tables.
  parts,
  /// From the angles: complex.exp(i * angle), or complex.create(cos(angle),
  /// sin(angle)) in a body. The cos and sin tables are to be computed.
  angle,
  /// A complex tensor no generic computes (an argument, a constant): its
  /// real and imaginary parts are to be taken.
  whole,
};

/// freqs_cis or its conjugate as seen from the product.
struct ComplexTable {
  ComplexTableForm form = ComplexTableForm::parts;
  /// parts: the cos and sin reads; angle: the angle in both; whole: the
  /// complex tensor in both.
  RealRead cos, sin;
  bool conjugate = false;
};

/// x * freqs_cis at every pair of x (a [..., D] tensor).
struct PairProduct {
  Value x;
  ComplexTable table;
};

/// Recognises `scalar`, evaluated in `ctx`, as a complex.mul of x's pairs
/// and a table (either order).
std::optional<PairProduct> matchPairProduct(Value scalar, BodyContext ctx,
                                            int64_t rank);

/// The rope.apply_table operands a table stands for, over pairs of type
/// `pairs` ([..., D/2]): for forms other than parts, `cos` and `sin` view
/// the angle or complex tensor the tables are to be computed from.
struct TableSpec {
  ComplexTableForm form;
  TableView cos, sin;
  bool inverse;

  bool operator==(const TableSpec &other) const {
    return form == other.form && inverse == other.inverse &&
           cos.sameTable(other.cos) && sin.sameTable(other.sin) &&
           cos.seqAxis == other.cos.seqAxis && sin.seqAxis == other.sin.seqAxis;
  }
};
std::optional<TableSpec> matchTableSpec(const ComplexTable &table,
                                        RankedTensorType pairs);

} // namespace mlir::rope::raise

#endif // ROPE_TRANSFORMS_RAISE_COMPLEXTERMS_H
