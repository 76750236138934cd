"""Every test run gets its own oracle cache, so no test reads answers an earlier run
(or the user's own scans) left in ~/.cache: the variable reaches the `auditor`
subprocesses the CLI tests start. The directory goes when the run ends."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

_CACHE_DIR = tempfile.mkdtemp(prefix="auditor-test-cache-")
atexit.register(shutil.rmtree, _CACHE_DIR, ignore_errors=True)
os.environ["AUDITOR_CACHE"] = os.path.join(_CACHE_DIR, "oracle.sqlite3")
