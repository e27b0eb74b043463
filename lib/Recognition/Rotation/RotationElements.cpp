//===- RotationElements.cpp - A rotation read off its elements ------------===//
//
// describeRotation: the channels of a result as polynomials in the
// elements they read, put together from their parts (RotationParts.h) into
// one rotation with its frequencies, tables and positions.
//
//===----------------------------------------------------------------------===//

#include "RotationParts.h"
#include "ScheduleRecovery.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include <functional>

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;
using namespace mlir::rope::elements;
using namespace mlir::rope::raise::detail;

SmallVector<const Expr *>
mlir::rope::raise::elementDomain(ExprContext &exprs, RankedTensorType type) {
  SmallVector<const Expr *> domain;
  for (int64_t axis = 0; axis + 1 < type.getRank(); ++axis)
    domain.push_back(
        type.getDimSize(axis) == 1
            ? exprs.dim(0)
            : exprs.dim(getAffineDimExpr(axis, exprs.getContext()),
                        IndexType::get(exprs.getContext())));
  return domain;
}

namespace {
/// describeRotation's state while it reads one value, with products of
/// varying elements read as tensors (`productsAreData`: a norm before the
/// rotation) or expanded.
class RotationReader {
public:
  RotationReader(Value y, Evaluator &eval, std::string &why, bool &near,
                 bool productsAreData)
      : y(y), eval(eval), exprs(eval.context()), why(why), near(near),
        productsAreData(productsAreData) {}

  std::optional<ElementRotation> run() {
    near = false;
    if (!readType() || !readChannels())
      return std::nullopt;
    near = true;
    if (!placeChannels())
      return std::nullopt;
    for (int64_t c = first; c <= last; ++c)
      if (!readPair(c))
        return std::nullopt;
    recordSource();
    if (tablesKnown)
      readTables();
    if (!anglesKnown)
      return withTablesOnly();
    return readSchedule();
  }

private:
  bool fail(const Twine &reason) {
    why = reason.str();
    return false;
  }
  std::string channelName(int64_t c) { return "channel " + std::to_string(c); }

  bool readType();
  bool freeOfTrig(const Expr *e);
  void findDataProducts(const Expr *element);
  bool isData(const Expr *e);
  bool readChannels();
  bool placeChannels();
  bool readPair(int64_t c);
  void recordSource();
  void readTables();
  std::optional<ElementRotation> withTablesOnly();
  std::optional<ElementRotation> readSchedule();

  Value y;
  Evaluator &eval;
  ExprContext &exprs;
  std::string &why;
  bool &near;
  bool productsAreData;

  RankedTensorType type;
  int64_t headDim = 0;
  SmallVector<const Expr *> domain;
  ElementRotation rotation;

  // What is data and what the rotation computes.
  DenseMap<const Expr *, bool> trigFree;
  DenseSet<const Expr *> dataProducts;

  // Each channel as terms of one source.
  std::optional<DataRead> source;
  ChannelAxes axes;
  SmallVector<SmallVector<Term, 2>> channels;
  std::optional<int64_t> offset;
  /// The rotated block: channels first..last.
  int64_t first = -1, last = -1;

  // Read pair by pair.
  std::optional<Pairing> pairing;
  std::optional<bool> inverse;
  const Expr *position = nullptr;
  SmallVector<double> frequencyOf, longFrequencyOf;
  const Expr *longSwitch = nullptr;
  bool anglesKnown = true, tablesKnown = true;
  SmallVector<TableFactor> cosFactors, sinFactors;
};

bool RotationReader::readType() {
  type = dyn_cast<RankedTensorType>(y.getType());
  if (!type || type.getRank() < 2 || !isa<FloatType>(type.getElementType()) ||
      type.isDynamicDim(type.getRank() - 1))
    return fail("not a float tensor with a static head dim");
  // A last axis of two is a pair's components ([.., D/2, 2]), not a head.
  headDim = type.getShape().back();
  if (headDim < 4 || headDim % 2 != 0 || headDim > 65536)
    return fail("the head dim is not even, or holds one pair");
  domain = elementDomain(exprs, type);
  for (int64_t axis = 0; axis + 1 < type.getRank(); ++axis)
    if (!type.isDynamicDim(axis))
      exprs.setDimExtent(axis, type.getDimSize(axis));
  return true;
}

// Sums free of trig functions and table reads are data (a projection plus
// its bias), not terms of the rotation. A table read is a row of a constant
// at a fixed column (GPT-J's sincos gathered by position), or a read at a
// computed index.
bool RotationReader::freeOfTrig(const Expr *e) {
  if (auto it = trigFree.find(e); it != trigFree.end())
    return it->second;
  bool free = !(e->isOp("math.cos") || e->isOp("math.sin") ||
                e->isOp("complex.re") || e->isOp("complex.im"));
  if (free && e->isRead()) {
    for (const Expr *index : e->operands)
      free &= index->isDim();
    Operation *def = e->source.getDefiningOp();
    free &= !(e->operands.size() >= 2 &&
              e->operands.back()->constantIndex() && def &&
              def->hasTrait<OpTrait::ConstantLike>());
  }
  for (const Expr *operand : e->operands)
    if (free)
      free = freeOfTrig(operand);
  trigFree[e] = free;
  return free;
}

// With `productsAreData`, so is a product of two varying elements (a norm
// before the rotation: q[c] * rsqrt(mean(q^2) + eps) * w[c]) held by one
// tensor that the channel reads at two places (x[c] and its partner): the
// rotation reads the tensor that holds it, the norm stays outside.
void RotationReader::findDataProducts(const Expr *element) {
  dataProducts.clear();
  if (!productsAreData)
    return;
  auto isProduct = [&](const Expr *e) {
    return (e->isOp("arith.mulf") || e->isOp("arith.divf")) &&
           !e->operands[0]->numeric() && !e->operands[1]->numeric() &&
           freeOfTrig(e) && eval.originOf(e);
  };
  DenseMap<Value, SmallVector<const Expr *, 2>> bySource;
  DenseSet<const Expr *> seen;
  std::function<void(const Expr *)> walk = [&](const Expr *e) {
    if (!seen.insert(e).second)
      return;
    if (isProduct(e)) {
      const Expr *origin = eval.originOf(e);
      if (origin->isRead())
        bySource[origin->source].push_back(e);
    }
    for (const Expr *operand : e->operands)
      walk(operand);
  };
  walk(element);
  for (auto &[source, products] : bySource) {
    DenseSet<const Expr *> places;
    for (const Expr *e : products)
      places.insert(eval.originOf(e));
    if (places.size() >= 2)
      dataProducts.insert(products.begin(), products.end());
  }
}

// A sum that reads one tensor at two places (x[c] and its partner, with
// tables the function receives) is the rotation itself, not data.
bool RotationReader::isData(const Expr *e) {
  auto readsTwoPlaces = [&] {
    SmallVector<const Expr *> reads;
    collectDataReads(e, reads);
    for (const Expr *a : reads)
      for (const Expr *b : reads)
        if (a != b && a->source == b->source)
          return true;
    return false;
  };
  bool sum = (e->isOp("arith.addf") || e->isOp("arith.subf")) &&
             !readsTwoPlaces();
  return (sum && freeOfTrig(e) && eval.originOf(e)) ||
         dataProducts.contains(e);
}

bool RotationReader::readChannels() {
  // Quick channels first, so that most values that are no rotation are
  // refused after a few.
  SmallVector<int64_t> order = {0, headDim / 2, headDim - 1, 1};
  for (int64_t c = 0; c < headDim; ++c)
    if (!llvm::is_contained(order, c))
      order.push_back(c);
  channels.assign(headDim, {});
  bool anyRotated = false;
  // Where the source's channels run: two neighbouring channels read it at
  // indices that differ there.
  {
    SmallVector<const Expr *> first(domain), second(domain);
    first.push_back(exprs.dim(0));
    second.push_back(exprs.dim(1));
    const Expr *a = eval.element(y, first), *b = eval.element(y, second);
    if (a && b)
      axes = channelAxesOf(a, b, exprs.getNumDims());
  }
  for (auto [step, c] : llvm::enumerate(order)) {
    SmallVector<const Expr *> index(domain);
    index.push_back(exprs.dim(c));
    const Expr *element = eval.element(y, index);
    if (!element)
      return fail("its elements are too large to describe");
    findDataProducts(element);
    std::optional<Expansion> expansion =
        expand(element, 16, [&](const Expr *e) { return isData(e); });
    std::optional<SmallVector<Term, 2>> terms =
        expansion ? termsOf(expansion->terms, source, eval, axes)
                  : std::nullopt;
    if (!terms || terms->size() > 2) {
      near = anyRotated;
      return fail(channelName(c) +
                  " is not a tensor's channels times coefficients");
    }
    rotation.frontendRounds |= expansion->rounded;
    if (!source && terms->size() == 2)
      source = terms->front().x;
    anyRotated |= terms->size() == 2;
    channels[c] = std::move(*terms);
    // After the quick channels, a value none of them rotates is no rotation.
    if (step == 3 && !anyRotated)
      return fail("no channel is rotated");
  }
  if (!anyRotated || !source)
    return fail("no channel is rotated");
  return true;
}

bool RotationReader::placeChannels() {
  // Every channel must read the one source (a channel matched before the
  // source was known is checked again).
  for (const SmallVector<Term, 2> &terms : channels)
    for (const Term &term : terms)
      if (!term.x.sameSource(*source))
        return fail("channels read different tensors");

  // Source channels relative to y's: a slice of a wider axis (a fused qkv
  // projection) starts at an offset.
  offset = channelOffset(channels);
  if (offset) {
    for (SmallVector<Term, 2> &terms : channels)
      for (Term &term : terms)
        term.x.channel -= *offset;
  } else if (std::optional<std::pair<int64_t, AffineExpr>> reordered =
                 reorderChannels(channels, exprs.getContext())) {
    std::tie(offset, rotation.channelOrder) = *reordered;
  } else {
    return fail(
        "the channels do not keep one offset into the source's channels");
  }

  // The rotated block and the channels passed through.
  for (int64_t c = 0; c < headDim; ++c) {
    const SmallVector<Term, 2> &terms = channels[c];
    if (terms.size() == 2) {
      if (first < 0)
        first = c;
      if (last >= 0 && last != c - 1)
        return fail("the rotated channels are not one block");
      last = c;
      continue;
    }
    const Term &only = terms.front();
    if (only.x.channel != c || only.coefficient != 1.0 ||
        !only.factors.empty())
      return fail(channelName(c) + " is neither rotated nor kept");
  }
  int64_t rotaryDim = last - first + 1;
  if (rotaryDim < 2 || rotaryDim % 2 != 0)
    return fail("the rotated block has an odd width");
  rotation.rotaryOffset = first;
  rotation.rotaryDim = rotaryDim;
  frequencyOf.assign(headDim, 0.0);
  longFrequencyOf.assign(headDim, 0.0);
  return true;
}

// Pairing, direction, trig coefficients and angles of channel c.
bool RotationReader::readPair(int64_t c) {
  int64_t rotaryDim = rotation.rotaryDim, half = rotaryDim / 2;
  SmallVector<Term, 2> &terms = channels[c];
  if (terms[1].x.channel == c)
    std::swap(terms[0], terms[1]);
  const Term &main = terms[0], &partner = terms[1];
  if (main.x.channel != c)
    return fail(channelName(c) + " does not keep its own input");
  int64_t rel = c - first, prel = partner.x.channel - first;
  bool isHalf = prel == (rel + half) % rotaryDim;
  bool isInterleaved = prel == (rel ^ 1) && prel >= 0 && prel < rotaryDim;
  if (!isHalf && !isInterleaved)
    return fail(partner.x.channel == c
                    ? channelName(c) +
                          " is combined with itself, not with a partner"
                    : channelName(c) + " pairs with channel " +
                          std::to_string(partner.x.channel) +
                          ", neither its half-split nor its interleaved "
                          "partner");
  Pairing here;
  if (isHalf && isInterleaved) // rotary_dim 2: both readings agree
    here = pairing.value_or(Pairing::half);
  else
    here = isHalf ? Pairing::half : Pairing::interleaved;
  if (pairing && *pairing != here && !(isHalf && isInterleaved))
    return fail("channels pair in different ways");
  pairing = here;

  bool rounded = false;
  std::optional<Angle> angle;
  std::optional<TableFactor> cosTable, sinTable;
  if (main.factors.size() == 1 && partner.factors.size() == 1) {
    angle = computedAngle(main.factors[0], partner.factors[0], rounded);
    if (!angle)
      angle = tableAngle(main.factors[0], partner.factors[0], rounded);
    cosTable = tableFactorOf(main.factors[0], eval);
    sinTable = tableFactorOf(partner.factors[0], eval);
  }
  rotation.frontendRounds |= rounded;
  if (angle && (!(angle->frequency >= 0) || !std::isfinite(angle->frequency)))
    angle.reset();
  anglesKnown &= angle.has_value();
  tablesKnown &= cosTable && sinTable;
  if (tablesKnown) {
    cosFactors.push_back(*cosTable);
    sinFactors.push_back(*sinTable);
  }
  if (!anglesKnown && !tablesKnown)
    return fail(channelName(c) +
                " is not x * cos(f * p) and its partner * sin(f * p)");

  // Forward: the first of a pair subtracts its partner's sine.
  bool firstOfPair = here == Pairing::half ? rel < half : rel % 2 == 0;
  double sign = partner.coefficient / main.coefficient;
  bool backward = firstOfPair ? sign > 0 : sign < 0;
  if (inverse && *inverse != backward)
    return fail("channels rotate in different directions");
  inverse = backward;
  if (!(main.coefficient > 0) ||
      !agrees(std::fabs(partner.coefficient), main.coefficient))
    return fail(channelName(c) + " scales its cos and sin terms differently");
  if (c == first)
    rotation.attentionFactor = main.coefficient;
  else if (!agrees(main.coefficient, rotation.attentionFactor))
    return fail("channels are scaled differently");

  if (!anglesKnown)
    return true;
  if (c != first && angle->position != position)
    return fail("channels take their angles from different positions");
  position = angle->position;
  frequencyOf[c] = angle->frequency;
  longFrequencyOf[c] = angle->longFrequency;
  if (angle->longSwitch && longSwitch && angle->longSwitch != longSwitch)
    return fail("channels switch their frequencies on different conditions");
  if (angle->longSwitch)
    longSwitch = angle->longSwitch;
  return true;
}

void RotationReader::recordSource() {
  rotation.pairing = *pairing;
  rotation.inverse = *inverse;
  rotation.source = source->read->source;
  rotation.sourceIndices.assign(source->read->operands.begin(),
                                source->read->operands.end());
  rotation.sourceIndices.erase(rotation.sourceIndices.begin() + source->axis);
  rotation.channelAxis = source->axis;
  rotation.channelBase = source->base + *offset;
}

// The frontend's tables, where it holds them one row per token.
void RotationReader::readTables() {
  int64_t half = rotation.rotaryDim / 2;
  auto pairOf = [&](int64_t rel) {
    return rotation.pairing == Pairing::half ? rel % half : rel / 2;
  };
  std::optional<ElementTable> cos =
      tableOf(cosFactors, pairOf, rotation.tableWidth);
  int64_t sinWidth = 0;
  std::optional<ElementTable> sin = tableOf(sinFactors, pairOf, sinWidth);
  // cos used where sin belongs is no rotation, nor is the sine of angles
  // where their cosine belongs.
  bool trigInPlace = (cos && cos->trig != TableTrig::Sin) &&
                     (sin && sin->trig != TableTrig::Cos);
  if (cos && sin && *cos == *sin)
    why = "one table multiplies x and its partner (cos where sin belongs)";
  else if (cos && sin && !trigInPlace)
    why = "the sine of the angles multiplies x, their cosine its partner";
  else if (cos && sin && sinWidth == rotation.tableWidth &&
           cos->tokenAxis == sin->tokenAxis)
    rotation.tables = std::pair(*cos, *sin);
  else
    why = "the cos and sin tables are not one row per token and one column "
          "per channel or pair";
}

// Angles of no schedule, or at positions no rope.apply operand holds: the
// rotation is the frontend's tables, where it has them.
std::optional<ElementRotation> RotationReader::withTablesOnly() {
  rotation.frequencies.clear();
  rotation.longFrequencies.clear();
  if (!rotation.tables)
    return std::nullopt;
  return rotation;
}

std::optional<ElementRotation> RotationReader::readSchedule() {
  // Both channels of a pair turn by one frequency.
  int64_t half = rotation.rotaryDim / 2;
  for (int64_t i = 0; i < half; ++i) {
    int64_t a = first + (rotation.pairing == Pairing::half ? i : 2 * i);
    int64_t b = rotation.pairing == Pairing::half ? a + half : a + 1;
    if (!agrees(frequencyOf[a], frequencyOf[b], 1e-7) ||
        !agrees(longFrequencyOf[a], longFrequencyOf[b], 1e-7)) {
      why = "the channels of pair " + std::to_string(i) +
            " turn at different frequencies";
      return withTablesOnly();
    }
    rotation.frequencies.push_back(frequencyOf[a]);
    if (longSwitch)
      rotation.longFrequencies.push_back(longFrequencyOf[a]);
  }
  if (longSwitch) {
    std::optional<int64_t> threshold = longSwitchThreshold(
        longSwitch, position, eval, type.getRank() - 1);
    if (!threshold) {
      why = "the frequencies switch on a condition that is not the sequence "
            "length passing a bound (LongRoPE's)";
      return withTablesOnly();
    }
    rotation.originalMax = *threshold;
  }
  std::optional<ElementPositions> where;
  if (position) {
    where = classifyPositions(position, type.getRank() - 1, eval, why);
  } else if (longSwitch) {
    why = "LongRoPE at a constant position";
  } else if (std::optional<int64_t> p = positionOfConstantAngles(
                 rotation.frequencies, rotation.attentionFactor,
                 exprs.getContext())) {
    for (double &frequency : rotation.frequencies)
      frequency /= static_cast<double>(*p);
    where = ElementPositions();
    where->staticOffset = *p;
  } else {
    why = "the angles are constants of no schedule at an integer position";
  }
  if (!where)
    return withTablesOnly();
  rotation.positions = *where;
  return rotation;
}
} // namespace

std::optional<ElementRotation>
mlir::rope::raise::describeRotation(Value y, Evaluator &eval,
                                    std::string &why, bool &near) {
  // Products expanded first (x * cos with tables the function receives);
  // read as tensors when that fails (x normalised before the rotation).
  std::optional<ElementRotation> rotation =
      RotationReader(y, eval, why, near, /*productsAreData=*/false).run();
  if (rotation)
    return rotation;
  std::string whyAgain;
  bool nearAgain = false;
  rotation =
      RotationReader(y, eval, whyAgain, nearAgain, /*productsAreData=*/true)
          .run();
  if (rotation)
    near = nearAgain;
  return rotation;
}
