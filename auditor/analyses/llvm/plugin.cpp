// auditor-facts: a new-pass-manager plugin that prints LLVM's own dataflow facts
// about every named scalar-integer value (function arguments and instructions) of
// every defined function, one line per value, for auditor/analyses/llvm/facts.py.
//
// Why a plugin: opt has no printer for known bits, sign bits, non-zero or
// power-of-two, and print<lazy-value-info> only shows values some other pass
// queried. Everything is computed in one opt process so that thousands of small
// functions cost one process start.
//
// Builds against LLVM 19 and 22 (and, untested, 20/21):
//   c++ -shared -fPIC -O2 $(llvm-config --cxxflags) plugin.cpp -o plugin.so
//       $(llvm-config --ldflags)          (one command; toolchain.py runs it)
//   opt -load-pass-plugin=./plugin.so -passes=auditor-facts -disable-output in.ll
//
// Output (stdout; facts.py parses it strictly, so change both together):
//   auditor-facts 1 <LLVM_VERSION_STRING>
//   F <function name>
//   <A|I> <width> <kzero> <kone> <signbits> <pow2><nonzero><neg><nonneg>
//         <ccr_u.lo> <ccr_u.hi> <ccr_s.lo> <ccr_s.hi> <lvi.lo> <lvi.hi>
//         <scev_u.lo> <scev_u.hi> <scev_s.lo> <scev_s.hi> <demanded> <value name>
//   end <number of F lines> <number of A/I lines>
// (a value record is one line; it is wrapped above only for reading). A = function
// argument, I = instruction. Masks and range bounds are unsigned lowercase hex
// without 0x, ranges are LLVM's raw [lo, hi) pair (full set: lo == hi == 2^w-1,
// empty: lo == hi == 0), width and signbits decimal, the four flags one 0/1 digit
// each. The four SCEV bounds are "- - - -" when the type is not SCEVable, demanded "-" for a
// dead instruction. Names come last so they may hold spaces, ':' '"' '#'; bytes below
// 0x20, 0x7f and '\' are written as \XX (two hex digits) so a record never spans lines.
// Unnamed values (%0) and unnamed functions (@0) are skipped: nothing to key them by.

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/DemandedBits.h"
#include "llvm/Analysis/DomConditionCache.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/SimplifyQuery.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/Argument.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

// The plugin header moved from llvm/Passes (<= 19) to llvm/Plugins (22); test for
// the file rather than guess the version that moved it.
#if __has_include("llvm/Plugins/PassPlugin.h")
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif

using namespace llvm;

namespace {

// The Depth argument of computeKnownBits, ComputeNumSignBits and
// isKnownToBeAPowerOfTwo moved from an early positional argument (<= 20) to the
// last, defaulted one (>= 21). Passing 0 in the old position still compiles on 22
// but then means "no AssumptionCache", so every call goes through these wrappers.
// computeKnownBits with a SimplifyQuery (which carries the DomConditionCache):
// (V, Depth, Q) up to 20, (V, Q, Depth) from 21.
KnownBits knownBits(const Value *V, const SimplifyQuery &Q) {
#if LLVM_VERSION_MAJOR >= 21
  return computeKnownBits(V, Q);
#else
  return computeKnownBits(V, /*Depth=*/0, Q);
#endif
}

unsigned numSignBits(const Value *V, const DataLayout &DL, AssumptionCache *AC,
                     const Instruction *CxtI, const DominatorTree *DT) {
#if LLVM_VERSION_MAJOR >= 21
  return ComputeNumSignBits(V, DL, AC, CxtI, DT);
#else
  return ComputeNumSignBits(V, DL, /*Depth=*/0, AC, CxtI, DT);
#endif
}

// The SimplifyQuery form (dominating conditions) is exported from 21 on; up to 20
// only the form without a DomConditionCache is.
bool powerOfTwo(const Value *V, const SimplifyQuery &Q, const DataLayout &DL,
                AssumptionCache *AC, const Instruction *CxtI,
                const DominatorTree *DT) {
#if LLVM_VERSION_MAJOR >= 21
  return isKnownToBeAPowerOfTwo(V, /*OrZero=*/false, Q);
#else
  return isKnownToBeAPowerOfTwo(V, DL, /*OrZero=*/false, /*Depth=*/0, AC, CxtI,
                                DT);
#endif
}

void printHex(raw_ostream &OS, const APInt &A) {
  if (A.getBitWidth() <= 64) {
    OS.write_hex(A.getZExtValue());
    return;
  }
  SmallString<80> S;
  A.toString(S, /*Radix=*/16, /*Signed=*/false, /*formatAsCLiteral=*/false,
             /*UpperCase=*/false);
  OS << S;
}

void printRange(raw_ostream &OS, const ConstantRange &R) {
  OS << ' ';
  printHex(OS, R.getLower());
  OS << ' ';
  printHex(OS, R.getUpper());
}

void printName(raw_ostream &OS, StringRef Name) {
  for (unsigned char C : Name) {
    if (C < 0x20 || C == 0x7f || C == '\\')
      OS << '\\' << hexdigit(C >> 4) << hexdigit(C & 15);
    else
      OS << C;
  }
}

struct FunctionFacts {
  const DataLayout &DL;
  AssumptionCache &AC;
  DominatorTree &DT;
  LazyValueInfo &LVI;
  ScalarEvolution &SE;
  DemandedBits &DB;
  const DomConditionCache &DC;

  // One record. CxtI is the context of the ValueTracking queries, LviCxt that of
  // LazyValueInfo (the same for instructions; for arguments the entry block's first
  // insertion point and first instruction). Demanded is null for a dead value.
  void emit(raw_ostream &OS, char Kind, Value *V, const Instruction *CxtI,
            Instruction *LviCxt, const APInt *Demanded) {
    unsigned Width = V->getType()->getIntegerBitWidth();
    // The DomConditionCache holds every conditional branch of the function, as
    // InstCombine fills it: computeKnownBits, isKnownNonZero and the sign queries
    // (and isKnownToBeAPowerOfTwo from LLVM 21) use the branches that dominate
    // CxtI. ComputeNumSignBits and computeConstantRange take no DomConditionCache.
    // A fragment without path conditions has no conditional branch: nothing changes.
    SimplifyQuery Q(DL, &DT, &AC, CxtI);
    Q.DC = &DC;
    KnownBits Known = knownBits(V, Q);
    unsigned SignBits = numSignBits(V, DL, &AC, CxtI, &DT);
    bool Pow2 = powerOfTwo(V, Q, DL, &AC, CxtI, &DT);
    bool NonZero = isKnownNonZero(V, Q);
    bool Negative = isKnownNegative(V, Q);
    bool NonNegative = isKnownNonNegative(V, Q);
    ConstantRange CcrU =
        computeConstantRange(V, /*ForSigned=*/false, /*UseInstrInfo=*/true, &AC,
                             CxtI, &DT);
    ConstantRange CcrS =
        computeConstantRange(V, /*ForSigned=*/true, /*UseInstrInfo=*/true, &AC,
                             CxtI, &DT);
    ConstantRange Lvi = LVI.getConstantRange(V, LviCxt, /*UndefAllowed=*/false);

    OS << Kind << ' ' << Width << ' ';
    printHex(OS, Known.Zero);
    OS << ' ';
    printHex(OS, Known.One);
    OS << ' ' << SignBits << ' ' << (Pow2 ? '1' : '0') << (NonZero ? '1' : '0')
       << (Negative ? '1' : '0') << (NonNegative ? '1' : '0');
    printRange(OS, CcrU);
    printRange(OS, CcrS);
    printRange(OS, Lvi);
    if (SE.isSCEVable(V->getType())) {
      const SCEV *S = SE.getSCEV(V);
      printRange(OS, SE.getUnsignedRange(S));
      printRange(OS, SE.getSignedRange(S));
    } else {
      OS << " - - - -";
    }
    OS << ' ';
    if (Demanded)
      printHex(OS, *Demanded);
    else
      OS << '-';
    OS << ' ';
    printName(OS, V->getName());
    OS << '\n';
  }
};

bool isNamedInteger(const Value &V) {
  return V.getType()->isIntegerTy() && V.hasName();
}

struct AuditorFactsPass : PassInfoMixin<AuditorFactsPass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    FunctionAnalysisManager &FAM =
        MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    raw_ostream &OS = outs();
    OS << "auditor-facts 1 " << LLVM_VERSION_STRING << '\n';
    unsigned long long Functions = 0, Values = 0;
    for (Function &F : M) {
      // Unnamed functions (@0) have no name to key their facts by, just as
      // unnamed values (%0) are skipped below.
      if (F.isDeclaration() || !F.hasName())
        continue;
      DomConditionCache DC;
      for (BasicBlock &BB : F)
        if (auto *BI = dyn_cast_or_null<BranchInst>(BB.getTerminator()))
          if (BI->isConditional())
            DC.registerBranch(BI);
      FunctionFacts Facts{M.getDataLayout(),
                          FAM.getResult<AssumptionAnalysis>(F),
                          FAM.getResult<DominatorTreeAnalysis>(F),
                          FAM.getResult<LazyValueAnalysis>(F),
                          FAM.getResult<ScalarEvolutionAnalysis>(F),
                          FAM.getResult<DemandedBitsAnalysis>(F),
                          DC};
      // A fragment with path conditions returns its root from the block named
      // "auditor:guarded", which every condition's branch dominates: each value is
      // asked there (its `ret`), where the conditions hold, when its definition
      // dominates it; elsewhere at its own position.
      Instruction *Guarded = nullptr;
      for (BasicBlock &BB : F)
        if (BB.getName() == "auditor:guarded")
          Guarded = BB.getTerminator();
      OS << "F ";
      printName(OS, F.getName());
      OS << '\n';
      ++Functions;

      BasicBlock &Entry = F.getEntryBlock();
      const Instruction *ArgCxt =
          Guarded ? Guarded : &*Entry.getFirstInsertionPt();
      Instruction *ArgLviCxt = Guarded ? Guarded : &Entry.front();
      for (Argument &A : F.args()) {
        if (!isNamedInteger(A))
          continue;
        // An argument's demanded bits: the union over its live uses (DemandedBits
        // only answers per instruction or per use). No live use: nothing demanded.
        unsigned Width = A.getType()->getIntegerBitWidth();
        APInt Demanded = APInt::getZero(Width);
        for (Use &U : A.uses()) {
          auto *User = dyn_cast<Instruction>(U.getUser());
          if (!User || Facts.DB.isInstructionDead(User) || Facts.DB.isUseDead(&U))
            continue;
          // getDemandedBits(Use*) asks for the user's own demanded bits first and,
          // for a user without an integer type, sizes an all-ones mask by the
          // user's type: a void user (ret, store, br, call void) crashes opt 19 and
          // 22 (getTypeSizeInBits(void)). DemandedBits' own analysis demands every
          // bit of an integer operand of such a user, so say that directly.
          if (User->getType()->isIntOrIntVectorTy())
            Demanded |= Facts.DB.getDemandedBits(&U);
          else
            Demanded.setAllBits();
        }
        Facts.emit(OS, 'A', &A, ArgCxt, ArgLviCxt, &Demanded);
        ++Values;
      }
      for (Instruction &I : instructions(F)) {
        if (!isNamedInteger(I))
          continue;
        // getDemandedBits answers all-ones for a dead instruction: ask first.
        std::optional<APInt> Demanded;
        if (!Facts.DB.isInstructionDead(&I))
          Demanded = Facts.DB.getDemandedBits(&I);
        Instruction *Cxt =
            Guarded && Facts.DT.dominates(&I, Guarded) ? Guarded : &I;
        Facts.emit(OS, 'I', &I, Cxt, Cxt, Demanded ? &*Demanded : nullptr);
        ++Values;
      }
      // Free this function's analyses now: keeping them for every function of a
      // large module multiplies peak memory (LLVM-NOTES.md: 687 MB -> 98 MB at 10k).
      FAM.clear(F, F.getName());
    }
    OS << "end " << Functions << ' ' << Values << '\n';
    OS.flush();
    return PreservedAnalyses::all();
  }

  // Run even on optnone functions: the facts are queries, not transformations.
  static bool isRequired() { return true; }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "auditor-facts", LLVM_VERSION_STRING,
          [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, ModulePassManager &MPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "auditor-facts")
                    return false;
                  MPM.addPass(AuditorFactsPass());
                  return true;
                });
          }};
}
