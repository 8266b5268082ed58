# expect: NotImplementedError: 'from ... import *' is not supported by kiln yet
from imported_thing import *
