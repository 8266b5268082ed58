# Found only once import_sys_path.py adds this directory to sys.path.
NAME = 'extra module'
