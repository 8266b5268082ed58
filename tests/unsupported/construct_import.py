# expect: NotImplementedError: 'import' statement is not supported by kiln yet
import math
print('imported')
