"""auditor: tells compiler and JIT engineers, with proof, where their dataflow analyses
are imprecise or unsound."""

__version__ = "0.1.0"
