"""Keep Jupyter and IPython out of $HOME for every test (and for nbval kernels)."""
import os
import tempfile

_HOME = tempfile.mkdtemp(prefix="tutor-test-home-")
for _var, _sub in {"JUPYTER_CONFIG_DIR": "jcfg", "JUPYTER_DATA_DIR": "jdata",
                   "JUPYTER_RUNTIME_DIR": "jrun", "IPYTHONDIR": "ipy"}.items():
    os.environ.setdefault(_var, os.path.join(_HOME, _sub))
os.environ.setdefault("MPLCONFIGDIR", os.path.join(_HOME, "mpl"))
