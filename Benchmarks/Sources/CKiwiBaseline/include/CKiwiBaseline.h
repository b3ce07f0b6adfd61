// The kiwi baseline of the LayoutBenchmarks suite: a small C API (so Swift calls it without C++
// interop) around kiwi, the C++ Cassowary solver that the `kiwisolver` package on PyPI ships.
// kiwi's headers are not in the repository: Benchmarks/Scripts/fetch-kiwi.sh gets them through
// pip into Benchmarks/.kiwi/include (`make bench` runs it first).
//
// The system is the rows screen of LayoutBenchmarks: a root view and `rows` labels stacked in
// it. Every view has four variables, as in Rockhopper's engine (_UILayoutEngine): the origin of
// its alignment rectangle in its superview's bounds coordinates and its size: left x, top y,
// width w, height h. A constraint between a view and its superview sees the superview's own
// edges in its bounds coordinates (origin 0: its leading/top are the constant 0, its
// trailing/bottom its width/height). With R the root and L_i the label of row i (0-based, n rows):
//
//   root (its autoresizing-mask constraints, required):
//     x_R == rootX, y_R == rootY, w_R == rootWidth, h_R == rootHeight
//   per row i, required:
//     leading   x_i == inset
//     trailing  x_i + w_i == w_R - inset
//     top       y_0 == topConstant                            (i == 0)
//               y_i == y_{i-1} + h_{i-1} + spacing            (i > 0)
//   per row i, the label's intrinsic size (iw_i, ih_i) per axis:
//     compression resistance  w_i >= iw_i at 750,  h_i >= ih_i at 750
//     hugging                 w_i <= iw_i at 250,  h_i <= ih_i at 250
//   last row, required:
//     bottom    y_{n-1} + h_{n-1} <= h_R
//
// kiwi gets them in the order Rockhopper's engine adds them when the constraints are activated
// row by row (leading, trailing, top) and their views enter the solver at first mention: per row
// i, L_i's intrinsic-size inequalities (w >=, w <=, h >=, h <=), leading, then (row 0 only) the
// root's four, trailing, top; at the end the last row's bottom.
//
// UIKit priorities map onto kiwi strengths as: 1000 -> kiwi::strength::required; p < 1000 -> the
// strength p (so 250 and 750 are kiwi strengths 250 and 750, both below kiwi's `medium`).
// With `editableTop` set, topConstant is a kiwi edit variable c (strength kiwi::strength::strong)
// and row 0's top is `y_0 == y_R + c`: `kiwi_rows_suggest_top` changes it as an animation frame
// changes a constraint's constant.
#ifndef CKIWIBASELINE_H
#define CKIWIBASELINE_H

#ifdef __cplusplus
extern "C" {
#endif

/// What to build: the rows screen's numbers.
typedef struct {
    int rows;
    /// `rows` intrinsic widths and heights, one per label.
    const double *intrinsicWidths;
    const double *intrinsicHeights;
    double rootX, rootY, rootWidth, rootHeight;
    double inset;
    double spacing;
    double topConstant;
    /// Nonzero: row 0's top constant is an edit variable (see above).
    int editableTop;
} KiwiRowsSpec;

/// A built (and so solved: kiwi solves as constraints are added) rows system.
typedef struct KiwiRows KiwiRows;

/// Builds the system for `spec` into a new solver. Null when kiwi refuses a constraint (it
/// throws for an unsatisfiable required one; the rows screen never is).
KiwiRows *kiwi_rows_build(const KiwiRowsSpec *spec);

/// Writes the solved values to kiwi's variables (`updateVariables`) and copies each label's
/// frame, relative to the root, into `frames`: 4 doubles (x, y, width, height) a row.
void kiwi_rows_read(KiwiRows *rows, double *frames);

/// `suggestValue` for row 0's top constant (the system must have been built with
/// `editableTop`). Returns 0, or -1 when kiwi refuses.
int kiwi_rows_suggest_top(KiwiRows *rows, double constant);

void kiwi_rows_destroy(KiwiRows *rows);

#ifdef __cplusplus
}
#endif

#endif
