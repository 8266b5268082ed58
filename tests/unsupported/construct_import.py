# expect: ModuleNotFoundError: No module named 'subprocess'
import subprocess
print('imported')
