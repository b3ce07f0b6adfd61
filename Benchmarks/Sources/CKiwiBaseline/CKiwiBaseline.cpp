// See include/CKiwiBaseline.h for the equation set.
#if __has_include(<kiwi/kiwi.h>)
#include <kiwi/kiwi.h>
#else
#error "kiwi's headers are missing: run Benchmarks/Scripts/fetch-kiwi.sh (make bench runs it), which fetches them through pip into Benchmarks/.kiwi/include"
#endif

#include <vector>

#include "CKiwiBaseline.h"

namespace {

/// A UIKit priority as a kiwi strength: 1000 is required, anything below is itself.
double strengthFor(double priority) {
    return priority >= 1000 ? kiwi::strength::required : priority;
}

struct View {
    kiwi::Variable x, y, width, height;
};

}  // namespace

struct KiwiRows {
    kiwi::Solver solver;
    View root;
    std::vector<View> labels;
    kiwi::Variable topConstant;
};

extern "C" KiwiRows *kiwi_rows_build(const KiwiRowsSpec *spec) {
    using kiwi::Constraint;
    const double required = strengthFor(1000), hugging = strengthFor(250), compression = strengthFor(750);
    auto *rows = new KiwiRows();
    try {
        kiwi::Solver &solver = rows->solver;
        const View &root = rows->root;
        auto addRoot = [&] {
            solver.addConstraint(Constraint(root.x - spec->rootX, kiwi::OP_EQ, required));
            solver.addConstraint(Constraint(root.y - spec->rootY, kiwi::OP_EQ, required));
            solver.addConstraint(Constraint(root.width - spec->rootWidth, kiwi::OP_EQ, required));
            solver.addConstraint(Constraint(root.height - spec->rootHeight, kiwi::OP_EQ, required));
        };
        if (spec->editableTop) {
            solver.addEditVariable(rows->topConstant, kiwi::strength::strong);
            solver.suggestValue(rows->topConstant, spec->topConstant);
        }
        rows->labels.resize(spec->rows);
        for (int i = 0; i < spec->rows; i++) {
            const View &label = rows->labels[i];
            // the intrinsic size: compression resistance (>=) and hugging (<=) per axis
            const double iw = spec->intrinsicWidths[i], ih = spec->intrinsicHeights[i];
            solver.addConstraint(Constraint(label.width - iw, kiwi::OP_GE, compression));
            solver.addConstraint(Constraint(label.width - iw, kiwi::OP_LE, hugging));
            solver.addConstraint(Constraint(label.height - ih, kiwi::OP_GE, compression));
            solver.addConstraint(Constraint(label.height - ih, kiwi::OP_LE, hugging));
            // leading
            solver.addConstraint(Constraint(label.x - spec->inset, kiwi::OP_EQ, required));
            if (i == 0) addRoot();
            // trailing
            solver.addConstraint(Constraint(label.x + label.width - (root.width - spec->inset), kiwi::OP_EQ, required));
            // top
            if (i == 0) {
                if (spec->editableTop)
                    solver.addConstraint(Constraint(label.y - rows->topConstant, kiwi::OP_EQ, required));
                else
                    solver.addConstraint(Constraint(label.y - spec->topConstant, kiwi::OP_EQ, required));
            } else {
                const View &above = rows->labels[i - 1];
                solver.addConstraint(Constraint(label.y - (above.y + above.height + spec->spacing), kiwi::OP_EQ, required));
            }
        }
        if (spec->rows > 0) {
            const View &last = rows->labels.back();
            solver.addConstraint(Constraint(last.y + last.height - root.height, kiwi::OP_LE, required));
        } else {
            addRoot();
        }
    } catch (...) {
        delete rows;
        return nullptr;
    }
    return rows;
}

extern "C" void kiwi_rows_read(KiwiRows *rows, double *frames) {
    rows->solver.updateVariables();
    for (const View &label : rows->labels) {
        frames[0] = label.x.value();
        frames[1] = label.y.value();
        frames[2] = label.width.value();
        frames[3] = label.height.value();
        frames += 4;
    }
}

extern "C" int kiwi_rows_suggest_top(KiwiRows *rows, double constant) {
    try {
        rows->solver.suggestValue(rows->topConstant, constant);
    } catch (...) {
        return -1;
    }
    return 0;
}

extern "C" void kiwi_rows_destroy(KiwiRows *rows) { delete rows; }
