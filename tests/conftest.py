"""Every test run gets its own oracle cache, so no test reads answers an earlier run
(or the user's own scans) left in ~/.cache: the variable reaches the `auditor`
subprocesses the CLI tests start."""

from __future__ import annotations

import os
import tempfile

os.environ["AUDITOR_CACHE"] = os.path.join(tempfile.mkdtemp(prefix="auditor-test-cache-"), "oracle.sqlite3")
