// What LLVM itself reads in a .ll file, as the LLVM reader's tests compare it: a header
// line, then per defined function a line `@name <tab> return type <tab> param|type [noundef]
// [lo:hi]...` and one line per instruction with its block, name, opcode, type, poison
// flags, icmp predicate, callee, operands (`#n` a constant, `?` anything but a local
// value), phi blocks, extractvalue/insertvalue indices and range (call-site or callee
// `range` attribute, overridden by !range). Names are as the printer writes them.
// Built and run by regenerate.sh; not part of the tests themselves.
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/Operator.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
using namespace llvm;

static std::string operandText(const Value *V, ModuleSlotTracker &MST) {
  std::string S;
  raw_string_ostream OS(S);
  if (auto *CI = dyn_cast<ConstantInt>(V)) {
    if (CI->getType()->isIntegerTy(1)) OS << (CI->isOne() ? "1" : "0");
    else CI->getValue().print(OS, /*isSigned=*/true);
    return "#" + S;
  }
  if (isa<BasicBlock>(V) || isa<MetadataAsValue>(V)) return "?";
  V->printAsOperand(OS, false, MST);
  if (isa<Argument>(V) || isa<Instruction>(V)) return S.substr(1);
  return "?";
}

static std::string blockName(const BasicBlock *BB, ModuleSlotTracker &MST) {
  std::string S;
  raw_string_ostream OS(S);
  BB->printAsOperand(OS, false, MST);
  return S.substr(1);
}

static std::string rangeText(const ConstantRange &R) {
  return toString(R.getLower(), 10, false) + ":" + toString(R.getUpper(), 10, false);
}

int main(int argc, char **argv) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseIRFile(argv[1], Err, Ctx);
  if (!M) { Err.print(argv[0], errs()); return 1; }
  ModuleSlotTracker MST(M.get());
  outs() << "function\tblock\tname\topcode\ttype\tflags\tpredicate\tcallee\toperands\tincoming\tindices\trange\n";
  for (Function &F : *M) {
    if (F.isDeclaration()) continue;
    MST.incorporateFunction(F);
    outs() << "@" << F.getName() << "\t";
    F.getReturnType()->print(outs(), false, true);
    for (Argument &A : F.args()) {
      outs() << "\t" << operandText(&A, MST) << "|";
      A.getType()->print(outs(), false, true);
      if (A.hasAttribute(Attribute::NoUndef)) outs() << " noundef";
      if (A.hasAttribute(Attribute::Range)) outs() << " " << rangeText(A.getAttribute(Attribute::Range).getRange());
    }
    outs() << "\n";
    for (BasicBlock &BB : F) {
      for (Instruction &I : BB) {
        std::string Flags, Pred, Callee, Ops, Inc, Idx, Range;
        if (isa<OverflowingBinaryOperator>(I)) {
          if (I.hasNoUnsignedWrap()) Flags += "nuw,";
          if (I.hasNoSignedWrap()) Flags += "nsw,";
        }
        if (auto *T = dyn_cast<TruncInst>(&I)) {
          if (T->hasNoUnsignedWrap()) Flags += "nuw,";
          if (T->hasNoSignedWrap()) Flags += "nsw,";
        }
        if (isa<PossiblyExactOperator>(I) && I.isExact()) Flags += "exact,";
        if (auto *D = dyn_cast<PossiblyDisjointInst>(&I)) if (D->isDisjoint()) Flags += "disjoint,";
        if (auto *N = dyn_cast<PossiblyNonNegInst>(&I)) if (N->hasNonNeg()) Flags += "nneg,";
        if (auto *G = dyn_cast<GetElementPtrInst>(&I)) if (G->hasNoUnsignedWrap()) Flags += "nuw,";
        if (auto *C = dyn_cast<ICmpInst>(&I)) {
          Pred = CmpInst::getPredicateName(C->getPredicate()).str();
#if LLVM_VERSION_MAJOR >= 20
          if (C->hasSameSign()) Flags += "samesign,";
#endif
        }
        bool WantOps = isa<BinaryOperator>(I) || isa<CastInst>(I) || isa<ICmpInst>(I) || isa<SelectInst>(I) ||
                       isa<FreezeInst>(I) || isa<PHINode>(I) || isa<ExtractValueInst>(I);
        if (auto *CB = dyn_cast<CallBase>(&I)) {
          if (Function *Fn = CB->getCalledFunction()) Callee = Fn->getName().str();
          for (Use &U : CB->args()) Ops += operandText(U.get(), MST) + ",";
          if (auto R = CB->getRange()) Range = rangeText(*R);
        } else if (WantOps) {
          for (Use &U : I.operands()) Ops += operandText(U.get(), MST) + ",";
        }
        if (auto *P = dyn_cast<PHINode>(&I)) {
          Ops.clear();
          for (unsigned K = 0; K < P->getNumIncomingValues(); ++K) {
            Ops += operandText(P->getIncomingValue(K), MST) + ",";
            Inc += blockName(P->getIncomingBlock(K), MST) + ",";
          }
        }
        if (auto *E = dyn_cast<ExtractValueInst>(&I))
          for (unsigned K : E->indices()) Idx += std::to_string(K) + ",";
        if (auto *E = dyn_cast<InsertValueInst>(&I))
          for (unsigned K : E->indices()) Idx += std::to_string(K) + ",";
        if (MDNode *MD = I.getMetadata(LLVMContext::MD_range)) {
          auto *Lo = mdconst::extract<ConstantInt>(MD->getOperand(0));
          auto *Hi = mdconst::extract<ConstantInt>(MD->getOperand(1));
          Range = toString(Lo->getValue(), 10, false) + ":" + toString(Hi->getValue(), 10, false);
        }
        outs() << blockName(&BB, MST) << "\t";
        if (!I.getType()->isVoidTy()) outs() << operandText(&I, MST);
        outs() << "\t" << I.getOpcodeName() << "\t";
        I.getType()->print(outs(), false, true);
        outs() << "\t" << Flags << "\t" << Pred << "\t" << Callee << "\t" << Ops << "\t" << Inc << "\t" << Idx << "\t" << Range << "\n";
      }
    }
  }
  return 0;
}
