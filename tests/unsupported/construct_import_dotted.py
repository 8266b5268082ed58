# expect: NotImplementedError: dotted module name is not supported by kiln yet
import os.path
print('imported')
