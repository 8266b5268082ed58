# Directories added to sys.path are searched by later imports.
import sys

try:
    import extra_module
except ModuleNotFoundError as e:
    print(e)
sys.path.append(sys.path[0] + '/extra_path')
import extra_module

print(extra_module.NAME)
print(sys.path[-1].endswith('extra_path'), isinstance(sys.path, list))
