# expect: NotImplementedError: relative import is not supported by kiln yet
from . import sibling
